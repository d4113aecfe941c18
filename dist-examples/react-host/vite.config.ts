import { defineConfig } from 'vite';

export default defineConfig({
  // Vite's own JSX transform is enough here (add @vitejs/plugin-react for Fast Refresh).
  oxc: { jsx: { runtime: 'automatic' } },
  // Only for this example's "file:../.." dependency: the dev server may serve the linked repo's
  // dist/ (an installed package sits in node_modules/ and needs nothing).
  server: { fs: { allow: ['.', '../..'] } },
});
