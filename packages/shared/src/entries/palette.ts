// The command palette's rules, apart from /routes: the entry imports /routes, and what that
// holds is bundled into every page, the sign-in page too.
export * from '../routes/palette.js';
