import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder, for the files read at run time (migrations, package.json). Resolved from this file's own
 * place because it sits one folder below the root both as a source (src/root.ts) and built (every file of dist/):
 * a path relative to a file deeper in src/ would point elsewhere once bundled.
 */
export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** A path inside the project's folder. */
export const projectPath = (...parts: string[]) => join(projectRoot, ...parts);
