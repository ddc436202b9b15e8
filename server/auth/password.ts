// Password hashing with argon2id (Bun.password). A dummy verification keeps the time of a
// login with an unknown user name equal to one with a wrong password.

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword("timing-equaliser-password");
    await Bun.password.verify(password, await dummyHash).catch(() => false);
    return false;
  }
  try {
    return await Bun.password.verify(password, hash);
  } catch {
    return false;
  }
}
