// What the suite uses of TanStack Query, shared in the package's place (config/webpack.factory.js): a shared module
// is not tree-shaken, and the whole package weighs ~12 KB brotli against ~9.5 KB for these. A screen importing a
// name this list lacks fails the build ("export ... was not found in '@tanstack/react-query'"): add the name here.
// '@tanstack/react-query/whole' is the package's ES build (an alias of the factory).
export {
  InfiniteQueryObserver,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  focusManager,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/whole';
