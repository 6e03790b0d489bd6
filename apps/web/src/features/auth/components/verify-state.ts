/** The verification notice's states, numbered as spec 000 §2 numbers them. */
export const VerifyState = {
  EmailSent: 0,
  ResendLink: 1,
  Loading: 2,
} as const;
export type VerifyState = (typeof VerifyState)[keyof typeof VerifyState];
