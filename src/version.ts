import { readFileSync } from "node:fs";
import { projectPath } from "./root";

/** The package version, read once. */
export const VERSION: string = JSON.parse(readFileSync(projectPath("package.json"), "utf8")).version;
