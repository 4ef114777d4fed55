// The Ask tool: a click on the map fills the question's next place field (ask-panel.js). One state.

/**
 * @param {{ask: {pick(cell: [number, number]): void}}} parts
 * @returns {import('./machine.js').Tool}
 */
export function askTool({ ask }) {
  return {
    states: {
      idle: {
        down(at) {
          ask.pick(at.cell);
        },
      },
    },
    grabs: () => false,
  };
}
