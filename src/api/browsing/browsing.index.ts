import { createRouter } from "../../http/router";
import * as handlers from "./browsing.handlers";
import * as routes from "./browsing.routes";

/** Browsing tasks: create, list, get, cancel, delete, trajectory (docs/spec.md §4, docs/design.md §5). */
export const browsingRouter = createRouter()
  .openapi(routes.createTask, handlers.create)
  .openapi(routes.listTasks, handlers.list)
  .openapi(routes.getTask, handlers.get)
  .openapi(routes.cancelTask, handlers.cancel)
  .openapi(routes.deleteTask, handlers.remove)
  .openapi(routes.getTrajectory, handlers.trajectory);
