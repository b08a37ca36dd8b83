/** Mantine's global CSS, from build/mantine-styles.ts. */
declare module 'virtual:mantine-styles';
