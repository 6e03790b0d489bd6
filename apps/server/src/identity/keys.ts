import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { desc, isNull, sql } from 'drizzle-orm';
import {
  type CryptoKey,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
} from 'jose';

export type SigningKey = { kid: string; privateKey: CryptoKey };
export type PublicJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

// Every instance reads the same keys from the database; this is only a short-lived cache.
const CACHE_MS = 60_000;

/**
 * The RS256 keys of the embedded identity service. The first start makes one and stores
 * it (under an advisory lock, so that two instances starting together make only one);
 * the newest non-retired key signs, and the JWKS lists every non-retired key.
 */
export class KeyStore {
  private cache: { at: number; keys: (typeof schema.signingKeys.$inferSelect)[] } | undefined;
  private signer: { kid: string; key: CryptoKey } | undefined;
  /** Imported once per kid: importing an RSA key costs more than verifying a signature. */
  private readonly publicKeys = new Map<string, Promise<CryptoKey>>();

  constructor(private readonly db: Database) {}

  async ensureKey(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:signing_keys'))`);
      const [existing] = await tx
        .select({ kid: schema.signingKeys.kid })
        .from(schema.signingKeys)
        .where(isNull(schema.signingKeys.retiredAt))
        .limit(1);
      if (!existing) await insertNewKey(tx);
    });
    this.cache = undefined;
  }

  /**
   * Rotation, step one: a new key signs from now on (on every instance within a minute);
   * the old one stays in the JWKS until it is retired (set retired_at) after the longest
   * token lifetime.
   */
  async rotate(): Promise<string> {
    const kid = await insertNewKey(this.db);
    this.cache = undefined;
    return kid;
  }

  private async activeKeys(force = false) {
    if (!force && this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.keys;
    const keys = await this.db
      .select()
      .from(schema.signingKeys)
      .where(isNull(schema.signingKeys.retiredAt))
      .orderBy(desc(schema.signingKeys.createdAt));
    this.cache = { at: Date.now(), keys };
    return keys;
  }

  /** The public keys for /.well-known/jwks.json. */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    let keys = await this.activeKeys();
    if (keys.length === 0) {
      await this.ensureKey();
      keys = await this.activeKeys(true);
    }
    return { keys: keys.map((key) => key.publicJwk as PublicJwk) };
  }

  /** The public key with this kid, reloading once when it is not known yet (rotation). */
  async publicJwk(kid: string | undefined): Promise<PublicJwk | undefined> {
    const find = (keys: (typeof schema.signingKeys.$inferSelect)[]) =>
      keys.find((key) => key.kid === kid)?.publicJwk as PublicJwk | undefined;
    return find(await this.activeKeys()) ?? find(await this.activeKeys(true));
  }

  /**
   * The key that verifies tokens signed with this kid. Still looked up in the active keys on
   * every call, so a retired key stops verifying once the cache above refreshes.
   */
  async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
    const jwk = await this.publicJwk(kid);
    if (!jwk) return undefined;
    let key = this.publicKeys.get(jwk.kid);
    if (!key) {
      key = importJWK(jwk, 'RS256') as Promise<CryptoKey>;
      this.publicKeys.set(jwk.kid, key);
    }
    return key;
  }

  async signingKey(): Promise<SigningKey> {
    const [newest] = await this.activeKeys();
    if (!newest) {
      await this.ensureKey();
      return this.signingKey();
    }
    if (this.signer?.kid !== newest.kid) {
      this.signer = { kid: newest.kid, key: await importPKCS8(newest.privateKeyPem, 'RS256') };
    }
    return { kid: this.signer.kid, privateKey: this.signer.key };
  }
}

async function insertNewKey(db: Pick<Database, 'insert'>): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const jwk = await exportJWK(publicKey);
  await db.insert(schema.signingKeys).values({
    kid,
    publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    privateKeyPem: await exportPKCS8(privateKey),
  });
  return kid;
}
