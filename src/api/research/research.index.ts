import { createRouter } from "../../http/router";
import { create, get, list } from "./research.handlers";
import { createResearchTask, getResearchTask, listResearchTasks } from "./research.routes";

/** `/v1/research/tasks`: create, list (stored state) and get (authoritative, reconciled). */
export const researchRouter = createRouter()
  .openapi(createResearchTask, create)
  .openapi(listResearchTasks, list)
  .openapi(getResearchTask, get);
