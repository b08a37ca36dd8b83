// Recipes: their calls and the rules the shop draws them by.
export * from '../api/recipe-calls.js';
export * from '../rules/recipes.js';
