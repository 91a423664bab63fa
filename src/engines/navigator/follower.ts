import { parseInstruction, splitInstructions } from "./instructions";
import type { Decision, NavigatorPolicy } from "./types";

const VOCABULARY =
  `"go to URL", "click 'Text'", "type 'text' into 'Field'", "search for 'query'", "press Enter", ` +
  `"scroll down", "go back", "find 'text'"`;

/**
 * The policy used when no model is configured: carries out an imperative task instruction by instruction and
 * ends with the readable text of the last page as the result. An instruction it does not understand ends the
 * task with an error naming it (the steps already taken are kept).
 */
export class InstructionFollower implements NavigatorPolicy {
  private readonly instructions: string[];
  private index = 0;

  constructor(task: string) {
    this.instructions = splitInstructions(task);
  }

  async next(): Promise<Decision> {
    if (this.instructions.length === 0) {
      return {
        kind: "fail",
        error: `The task contains no instruction; without a model use ones like ${VOCABULARY}`,
      };
    }
    if (this.index >= this.instructions.length) {
      return { kind: "done" };
    }
    const text = this.instructions[this.index]!;
    const n = ++this.index;
    const action = parseInstruction(text);
    if (!action) {
      return {
        kind: "fail",
        error:
          `Cannot carry out instruction ${n} ("${text}"): without a model configured (MODEL_BASE_URL), ` +
          `tasks are followed as instructions such as ${VOCABULARY}`,
      };
    }
    return { kind: "act", action };
  }
}
