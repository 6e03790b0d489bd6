/**
 * The region check of spec 000 §9 ("handles US and CA"): an address in the United States names
 * one of its states, one in Canada one of its provinces or territories. One list for the server's
 * validation, the portal's state select and the address check of spec 000 §5.
 */

/** A state, province or territory: its postal code and its name in the country's languages. */
export type Region = {
  code: string;
  name: string;
  /** Canada's other official name, where it differs ("Québec"). */
  frenchName?: string;
};

/**
 * The 50 states and the District of Columbia. Puerto Rico, Guam, the US Virgin Islands,
 * American Samoa and the Northern Mariana Islands are countries of their own in the markets'
 * list (NA_COUNTRIES), as geocoders answer them: an address there names that country instead.
 */
export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The 10 provinces and 3 territories, in English and French. */
export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia', frenchName: 'Colombie-Britannique' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick', frenchName: 'Nouveau-Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador', frenchName: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', name: 'Nova Scotia', frenchName: 'Nouvelle-Écosse' },
  { code: 'NT', name: 'Northwest Territories', frenchName: 'Territoires du Nord-Ouest' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island', frenchName: 'Île-du-Prince-Édouard' },
  { code: 'QC', name: 'Quebec', frenchName: 'Québec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

const REGIONS_BY_COUNTRY: Readonly<Record<string, readonly Region[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
};

/** The regions an address in this country must name, or undefined where any text will do. */
export function regionsOf(country: string): readonly Region[] | undefined {
  return REGIONS_BY_COUNTRY[country.trim().toUpperCase()];
}

function spelled(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The region's code for its code or any of its names, in any case ("on", "Ontario", "QUÉBEC");
 * undefined when the country has no list or the value is none of its regions.
 */
export function regionCode(country: string, value: string): string | undefined {
  const wanted = spelled(value);
  const region = regionsOf(country)?.find((candidate) =>
    [candidate.code, candidate.name, candidate.frenchName].some(
      (spelling) => spelling !== undefined && spelled(spelling) === wanted,
    ),
  );
  return region?.code;
}
