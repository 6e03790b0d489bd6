/** One page holding all of `nodes`, as a paged list call answers it. */
export const connectionOf = <Node>(nodes: Node[]) => ({
  nodes,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: nodes.length,
});
