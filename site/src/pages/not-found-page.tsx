import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>Sorry, there is no page at this address.</p>
      <p>
        <Link to="/">Back to the home page</Link> or <Link to="/shows">see the upcoming shows</Link>.
      </p>
    </div>
  );
}
