/**
 * One small project per official plugin documented on this site (a file that
 * only the plugin can compile), and the production build of it with either
 * major: its status (`works`, `warnings`, `fails`) and the warning or error
 * messages Rsbuild printed, with machine-specific paths removed.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = { v1: 'rsbuild-v1', v2: 'rsbuild-v2' };

const pkgVersion = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
/** Imports an installed plugin by name, from the project's node_modules. */
const plugin = async (name, exported, options) => {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const mod = await import(pathToFileURL(require.resolve(name)).href);
  const factory = mod[exported] ?? mod.default?.[exported];
  if (typeof factory !== 'function') throw new Error(`${name} exports no function ${exported}`);
  return factory(options);
};

const reactEntry = "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n";

/**
 * `plugin`: the package; `text`: what the fixture compiles; `files`; `plugins()`: the Rsbuild plugins it
 * uses; `output`: what the emitted JS and CSS must contain, so that a build that ignores the file fails.
 */
export const PLUGIN_FIXTURES = [
  {
    plugin: '@rsbuild/plugin-react',
    text: 'A React component in JSX.',
    files: { 'src/index.jsx': reactEntry, 'src/App.jsx': 'export default function App() { return <h1>Hello</h1>; }\n' },
    plugins: async () => [await plugin('@rsbuild/plugin-react', 'pluginReact')],
    output: /Hello/,
  },
  {
    plugin: '@rsbuild/plugin-svgr',
    text: 'An SVG imported as a React component (`?react`).',
    files: {
      'src/index.jsx': reactEntry,
      'src/App.jsx': "import Logo from './logo.svg?react';\nexport default function App() { return <Logo />; }\n",
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
    },
    plugins: async () => [await plugin('@rsbuild/plugin-react', 'pluginReact'), await plugin('@rsbuild/plugin-svgr', 'pluginSvgr')],
    output: /circle/,
  },
  {
    plugin: '@rsbuild/plugin-vue',
    text: 'A Vue 3 single-file component with a scoped style.',
    files: {
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
      'src/App.vue': '<template><h1>{{ msg }}</h1></template>\n<script setup>\nconst msg = "Hello";\n</script>\n<style scoped>\nh1 { color: red; }\n</style>\n',
    },
    plugins: async () => [await plugin('@rsbuild/plugin-vue', 'pluginVue')],
    output: /h1\[data-v-[0-9a-f]+\]\{color:red\}/,
  },
  {
    plugin: '@rsbuild/plugin-preact',
    text: 'A Preact component in JSX.',
    files: { 'src/index.jsx': "import { render } from 'preact';\nrender(<h1>Hello</h1>, document.getElementById('root'));\n" },
    plugins: async () => [await plugin('@rsbuild/plugin-preact', 'pluginPreact')],
    output: /Hello/,
  },
  {
    plugin: '@rsbuild/plugin-solid',
    text: 'A Solid component in JSX, with `@rsbuild/plugin-babel`.',
    files: { 'src/index.jsx': "import { render } from 'solid-js/web';\nrender(() => <h1>Hello</h1>, document.getElementById('root'));\n" },
    plugins: async () => [await plugin('@rsbuild/plugin-babel', 'pluginBabel', { include: /\.(?:jsx|tsx)$/ }), await plugin('@rsbuild/plugin-solid', 'pluginSolid')],
    output: /<h1>Hello/,
  },
  {
    plugin: '@rsbuild/plugin-svelte',
    text: 'A Svelte 5 component.',
    files: {
      'src/index.js': "import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.body });\n",
      'src/App.svelte': '<script>\n  let name = $state("world");\n</script>\n<h1>Hello {name}</h1>\n<style>\n  h1 { color: red; }\n</style>\n',
    },
    plugins: async () => [await plugin('@rsbuild/plugin-svelte', 'pluginSvelte')],
    output: /h1\.svelte-[a-z0-9]+\{color:red\}/,
  },
  {
    plugin: '@rsbuild/plugin-babel',
    text: 'A class property compiled by Babel.',
    files: { 'src/index.js': 'class A { x = 1; }\nconsole.log(new A().x);\n' },
    plugins: async () => [await plugin('@rsbuild/plugin-babel', 'pluginBabel')],
    output: /\.x\b/,
  },
  {
    plugin: '@rsbuild/plugin-sass',
    text: 'An SCSS file with a variable and nesting.',
    files: { 'src/index.js': "import './style.scss';\n", 'src/style.scss': '$c: red;\n.a { .b { color: $c; } }\n' },
    plugins: async () => [await plugin('@rsbuild/plugin-sass', 'pluginSass')],
    output: /\.a \.b\{color:red\}/,
  },
  {
    plugin: '@rsbuild/plugin-less',
    text: 'A Less file with a variable and nesting.',
    files: { 'src/index.js': "import './style.less';\n", 'src/style.less': '@c: red;\n.a { .b { color: @c; } }\n' },
    plugins: async () => [await plugin('@rsbuild/plugin-less', 'pluginLess')],
    output: /\.a \.b\{color:red\}/,
  },
  {
    plugin: '@rsbuild/plugin-stylus',
    text: 'A Stylus file with a variable and nesting.',
    files: { 'src/index.js': "import './style.styl';\n", 'src/style.styl': 'c = red\n.a\n  .b\n    color c\n' },
    plugins: async () => [await plugin('@rsbuild/plugin-stylus', 'pluginStylus')],
    output: /\.a \.b\{color:red\}/,
  },
].map((f) => ({ ...f, version: () => pkgVersion(f.plugin) }));

/** A printed message in one line, without colours, the project folder or the repository's path. */
export function cleanMessage(text, projectRoot) {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split(projectRoot)
      .join('<project>')
      .split(ROOT)
      .join('<repo>')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300)
  );
}

/**
 * Builds the fixture with one major in production mode. Rsbuild prints warnings
 * and errors through the console (logLevel `warn`); they are collected while
 * the build runs.
 */
export async function runPluginFixture(fixture, major) {
  // Inside the repository's node_modules, so that the fixture resolves react, vue, svelte… like a project that installed them.
  const parent = path.join(ROOT, 'node_modules/.cache/rsbuild2-plugin-fixtures');
  mkdirSync(parent, { recursive: true });
  const projectRoot = mkdtempSync(path.join(parent, `${major}-`));
  const printed = [];
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const previous = process.env.NODE_ENV;
  try {
    for (const [name, content] of Object.entries(fixture.files)) {
      mkdirSync(path.dirname(path.join(projectRoot, name)), { recursive: true });
      writeFileSync(path.join(projectRoot, name), content);
    }
    const entry = Object.keys(fixture.files).find((f) => /^src\/index\./.test(f));
    const { createRsbuild } = await import(PACKAGES[major]);
    process.env.NODE_ENV = 'production';
    for (const key of Object.keys(originals)) console[key] = (...args) => printed.push(format(...args));
    const rsbuild = await createRsbuild({
      cwd: projectRoot,
      rsbuildConfig: { mode: 'production', logLevel: 'warn', source: { entry: { index: `./${entry}` } }, plugins: await fixture.plugins() },
    });
    const result = await rsbuild.build();
    await result.close();
    const emitted = readdirSync(path.join(projectRoot, 'dist'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(?:js|css)$/.test(e.name))
      .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
      .join('\n');
    if (!fixture.output.test(emitted)) throw new Error(`the build succeeded, but its JS and CSS lack ${fixture.output}`);
    const messages = printed.map((m) => cleanMessage(m, projectRoot)).filter(Boolean);
    return { status: messages.length ? 'warnings' : 'works', messages };
  } catch (error) {
    const messages = [...printed, error instanceof Error ? error.message : String(error)].map((m) => cleanMessage(m, projectRoot)).filter(Boolean);
    return { status: 'fails', messages };
  } finally {
    Object.assign(console, originals);
    process.env.NODE_ENV = previous;
    rmSync(projectRoot, { recursive: true, force: true });
  }
}
