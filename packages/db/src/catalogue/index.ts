import { ProductCatalogue } from '@portal/contracts';
import data from './products.json' with { type: 'json' };

/**
 * The provider's product catalogue, checked against the contracts when it is loaded so that a
 * wrong enumeration value in the data file stops the process instead of reaching the database.
 */
export const PRODUCT_CATALOGUE: ProductCatalogue = ProductCatalogue.parse(data);
