/** A person's first and last name, as one writes them on a list or in a sentence. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
