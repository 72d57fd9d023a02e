// PLACEHOLDER shell: the public site issue replaces this with the routed, server-rendered site.
export function App() {
  return (
    <main>
      <h1>Jazz saxophonist, Vermont</h1>
      <p>The site is being built.</p>
    </main>
  );
}
