// Mantine's Drawer as a module of its own, for on-demand.tsx to load: a dynamic import of
// '@mantine/core' itself would make the whole library's index a chunk that every page loads.
export { Drawer } from '@mantine/core';
