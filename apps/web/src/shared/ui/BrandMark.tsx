import { Avatar, Image } from '@mantine/core';

/**
 * A partner's logo at a given height, or without one the initials of its name. The initials
 * only decorate: wherever a mark is shown the name is written beside it. `alt` describes the
 * logo; pass '' where the name beside it says all.
 */
export function BrandMark({
  name,
  logo,
  size,
  alt,
}: {
  name: string;
  logo: string | null;
  size: number;
  alt: string;
}) {
  if (logo) {
    // Logos are wider than tall more often than not: the height is fixed, the width follows.
    return <Image src={logo} alt={alt} h={size} w="auto" maw={size * 4} fit="contain" />;
  }
  return (
    <Avatar size={size} radius="md" color="blue" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}

/** Up to two initials from the words of a name that start with a letter or digit. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
