// A table that is not federation's: src/federation/ may not read it.
export const posts = { name: 'posts' };
