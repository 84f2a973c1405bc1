// Vite's raw imports (the README's text for test/readme/examples.test.ts).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
