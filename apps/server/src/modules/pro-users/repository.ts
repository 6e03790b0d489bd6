import type { ProfileUpdate } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';

const { users } = schema;

export async function updateProfile(db: Database, userId: string, update: ProfileUpdate) {
  await db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
