// Web stories: their calls and the rules of their slides.
export * from '../api/web-story-calls.js';
export * from '../rules/web-stories.js';
