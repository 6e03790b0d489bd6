import type {
  PartnerProgram,
  ProgramProduct,
  ProgramProductQuery,
  ProgramProductUpdate,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { TokenUser } from '../../../access-token';
import { AppError } from '../../../errors';
import { type Connection, keysetConnection } from '../../../paging';
import { callerOf } from '../../../repositories/callers';
import {
  countProgramProducts,
  listPrograms,
  PROGRAM_PRODUCT_ORDER,
  programProductById,
  programProductPage,
  updateProgramProduct,
} from '../../../repositories/programs';

// The programme catalogue (spec 001 §7.4): every signed-in user reads what is on sale, as the
// portal's services pages show it; platform administrators also see and change what is not.

const NO_PRODUCT = 'No programme product has this id.';

export async function programList(db: Database): Promise<{ nodes: PartnerProgram[] }> {
  return { nodes: await listPrograms(db) };
}

export async function programProducts(
  db: Database,
  user: TokenUser | null,
  query: ProgramProductQuery,
): Promise<Connection<ProgramProduct>> {
  const includeInactive = query.includeInactive === true;
  if (includeInactive && !(user && (await callerOf(db, user))?.isPlatformAdmin)) {
    throw new AppError(403, 'Only platform administrators may see the products no longer sold.');
  }
  const filter = { includeInactive };
  return keysetConnection(
    query,
    PROGRAM_PRODUCT_ORDER,
    {
      rows: (page) => programProductPage(db, filter, page),
      totalCount: () => countProgramProducts(db, filter),
    },
    ({ cursorKeys, ...product }): ProgramProduct => product,
  );
}

/** Any product by id, sold or not: enrollments name the products they were bought as. */
export async function programProduct(db: Database, id: string): Promise<ProgramProduct> {
  const product = await programProductById(db, id);
  if (!product) throw new AppError(404, NO_PRODUCT);
  return product;
}

/** A platform administrator renames, reprices or stops (or resumes) selling a product. */
export async function changeProgramProduct(
  db: Database,
  id: string,
  update: ProgramProductUpdate,
): Promise<ProgramProduct> {
  if (!(await updateProgramProduct(db, id, update))) throw new AppError(404, NO_PRODUCT);
  return programProduct(db, id);
}
