import { DeviceType, ProductCatalogue } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import data from './products.json' with { type: 'json' };

const parsed = ProductCatalogue.safeParse(data);
// An invalid file fails the first test with its issues and leaves the others nothing to check.
const { products, productGroups } = parsed.data ?? { products: [], productGroups: [] };

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

describe('the product catalogue data file', () => {
  it('holds only valid enumeration values and known fields', () => {
    // The loader's check; the issues name the product's index and the field.
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has a product of every DeviceType of the spec', () => {
    const present = new Set(products.map((product) => product.deviceType));
    expect(DeviceType.filter((type) => !present.has(type))).toEqual([]);
  });

  it('has unique ids, SKUs and market names', () => {
    expect(duplicates(products.map((product) => product.id))).toEqual([]);
    expect(duplicates(products.map((product) => product.sku))).toEqual([]);
    expect(duplicates(products.map((product) => product.marketName.toLowerCase()))).toEqual([]);
  });

  it('gives each factory model number, in upper case, to one product only', () => {
    const numbers = products.flatMap((product) => product.factoryModelNumbers);
    expect(duplicates(numbers)).toEqual([]);
    expect(numbers.filter((number) => number !== number.toUpperCase())).toEqual([]);
  });

  it('sells devices as physical SKUs with model numbers, features as digital ones without', () => {
    for (const product of products) {
      const expected =
        product.productType === 'DEVICE'
          ? { skuType: 'PHYSICAL', hasModelNumbers: true }
          : { skuType: 'DIGITAL', hasModelNumbers: false };
      expect(
        { skuType: product.skuType, hasModelNumbers: product.factoryModelNumbers.length > 0 },
        product.sku,
      ).toEqual(expected);
    }
  });

  it('has groups with unique ids and names per feature type, listing known SKUs once', () => {
    const skus = new Set(products.map((product) => product.sku));
    expect(duplicates(productGroups.map((group) => group.id))).toEqual([]);
    expect(duplicates(productGroups.map((group) => `${group.featureType}/${group.name}`))).toEqual(
      [],
    );
    for (const group of productGroups) {
      expect(duplicates(group.skus), group.name).toEqual([]);
      expect(
        group.skus.filter((sku) => !skus.has(sku)),
        group.name,
      ).toEqual([]);
    }
  });

  it('puts every thermostat, leak detector and smoke alarm in a Pro Alerts group', () => {
    const alerted = new Set(
      productGroups.filter((group) => group.featureType === 'ProAlerts').flatMap((g) => g.skus),
    );
    const monitored = products.filter(
      (product) =>
        product.productType === 'DEVICE' &&
        ['Thermostat', 'WaterLeakDetector', 'SmokeDetector'].includes(product.deviceCategory ?? ''),
    );
    expect(monitored.filter((product) => !alerted.has(product.sku))).toEqual([]);
  });
});
