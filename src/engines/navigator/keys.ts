// Names models and people use for keys, mapped to Playwright's key names (lower-cased lookup).
const KEY_NAMES: Record<string, string> = {
  enter: "Enter",
  return: "Enter",
  esc: "Escape",
  escape: "Escape",
  tab: "Tab",
  space: "Space",
  spacebar: "Space",
  backspace: "Backspace",
  delete: "Delete",
  del: "Delete",
  insert: "Insert",
  up: "ArrowUp",
  down: "ArrowDown",
  left: "ArrowLeft",
  right: "ArrowRight",
  arrowup: "ArrowUp",
  arrowdown: "ArrowDown",
  arrowleft: "ArrowLeft",
  arrowright: "ArrowRight",
  home: "Home",
  end: "End",
  pageup: "PageUp",
  page_up: "PageUp",
  pagedown: "PageDown",
  page_down: "PageDown",
  ctrl: "Control",
  control: "Control",
  alt: "Alt",
  option: "Alt",
  shift: "Shift",
  meta: "Meta",
  cmd: "Meta",
  command: "Meta",
  super: "Meta",
  win: "Meta",
};

/**
 * Turn a key combination as a model or a person writes it (`ctrl+a`, `Return`, `page_down`, `Shift+Tab`) into
 * Playwright's form (`Control+a`, `Enter`, `PageDown`, `Shift+Tab`). Unknown names pass through unchanged, so
 * Playwright's own error names them.
 */
export function normaliseKeyComb(comb: string): string {
  return comb
    .trim()
    .split(/\s*\+\s*(?=.)/)
    .map((part) => KEY_NAMES[part.toLowerCase()] ?? (/^f\d{1,2}$/i.test(part) ? part.toUpperCase() : part))
    .join("+");
}
