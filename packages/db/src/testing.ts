export { createTestDatabase } from './testing/test-database';
