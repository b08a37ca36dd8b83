import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:mantine-styles';
// Each Mantine component reads its class names from `<Name>.module.mjs`; its CSS is styles/<Name>.css.
const CLASSES_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's CSS per component instead of the whole styles.css (290 KB, every component): in the
 * build each component's class-names module imports its own stylesheet, so a chunk carries the
 * CSS of the components it draws, after that of the components they build on. The app imports
 * `virtual:mantine-styles` for the global part. The dev server pre-bundles Mantine without this
 * plugin, so there the virtual module is all of styles.css.
 */
export function mantineStylesPerComponent(): Plugin {
  let build = false;
  return {
    name: 'stallfront:mantine-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      if (!build) return `import '@mantine/core/styles.css';`;
      return ['baseline', 'default-css-variables', 'global']
        .map((f) => `import '@mantine/core/styles/${f}.css';`)
        .join('\n');
    },
    transform(code, id) {
      const name = build ? CLASSES_MODULE.exec(id)?.[1] : undefined;
      return name ? `import '@mantine/core/styles/${name}.css';\n${code}` : null;
    },
  };
}
