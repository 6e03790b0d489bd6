import Fastify from 'fastify';
import pg from 'pg';

// The customer list's floor: a bare Fastify route running one raw pg query for the same 15
// customers the portal's list answers (a company's first page by name), over a pool as large as
// the portal's. The portal's list divided by this is the share of the time its own work takes.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = `
  select id, first_name, last_name, email, phone_number, country_code, customer_type, created_at
  from partner_customers
  where partner_account_id = $1
  order by lower(last_name), lower(first_name), id
  limit 16`;

const app = Fastify();
app.get<{ Params: { companyId: string } }>('/:companyId/customers', async (request) => {
  const { rows } = await pool.query(PAGE, [request.params.companyId]);
  return { nodes: rows.slice(0, 15) };
});
await app.listen({ port: Number(process.env.PORT ?? 8392), host: 'localhost' });
