import { createRouter } from "../../http/router";
import { create, get, list, remove } from "./research.handlers";
import {
  createResearchTask,
  deleteResearchTask,
  getResearchTask,
  listResearchTasks,
} from "./research.routes";

/** `/v1/research/tasks`: create, list (stored state), get (authoritative, reconciled) and delete. */
export const researchRouter = createRouter()
  .openapi(createResearchTask, create)
  .openapi(listResearchTasks, list)
  .openapi(getResearchTask, get)
  .openapi(deleteResearchTask, remove);
