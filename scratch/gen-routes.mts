import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: 'src/routes',
    generatedRouteTree: 'src/routeTree.gen.ts',
    quoteStyle: 'single',
    semicolons: true,
  },
  process.cwd(),
);
const gen = new Generator({ config, root: process.cwd() });
await gen.run();
