// An error's message for a sentence shown to the user, whatever was thrown.
/** @param {unknown} e */
export const messageOf = (e) => (e instanceof Error ? e.message : String(e));
