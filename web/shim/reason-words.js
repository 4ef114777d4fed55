// Why an opportunity attack comes, in people's words (the engine's reason codes, docs/protocol.md,
// are never shown to a player). Shared by the surfaces that list attacks: the Roll20 extension's
// label and panel, Owlbear's move record. To fold into the words catalogue (web/shim/words.js) once
// that lands.
export const ATTACK_REASON_WORDS = Object.freeze({
  'leave-reach': 'leaving its reach',
  'leave-threatened': 'moving out of a square it threatens',
  'leave-adjacent': 'leaving a square next to it',
  'enter-space': 'entering its space',
  'stand-up': 'standing up',
});

/** An attack's reason in words; a code this table lacks reads as the move provoking. */
export const attackReason = (reason) => ATTACK_REASON_WORDS[reason] ?? 'provoked by the move';
