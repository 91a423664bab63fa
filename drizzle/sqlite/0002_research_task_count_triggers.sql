-- Keep research_task_counts exact whatever writes research_tasks (API, workers, account deletion cascades).
CREATE TRIGGER `research_task_counts_insert` AFTER INSERT ON `research_tasks` BEGIN
  INSERT INTO `research_task_counts` (`account_id`, `status`, `n`) VALUES (NEW.`account_id`, NEW.`status`, 1)
    ON CONFLICT (`account_id`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `research_task_counts_update` AFTER UPDATE OF `status`, `account_id` ON `research_tasks`
  WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`account_id` IS NOT NEW.`account_id` BEGIN
  UPDATE `research_task_counts` SET `n` = `n` - 1 WHERE `account_id` = OLD.`account_id` AND `status` = OLD.`status`;
  INSERT INTO `research_task_counts` (`account_id`, `status`, `n`) VALUES (NEW.`account_id`, NEW.`status`, 1)
    ON CONFLICT (`account_id`, `status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `research_task_counts_delete` AFTER DELETE ON `research_tasks` BEGIN
  UPDATE `research_task_counts` SET `n` = `n` - 1 WHERE `account_id` = OLD.`account_id` AND `status` = OLD.`status`;
END;
--> statement-breakpoint
INSERT INTO `research_task_counts` (`account_id`, `status`, `n`)
  SELECT `account_id`, `status`, count(*) FROM `research_tasks` GROUP BY `account_id`, `status`;
