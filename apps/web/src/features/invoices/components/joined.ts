/** The parts of an address that are there, comma-separated. */
export const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
