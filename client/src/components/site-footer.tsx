import { Link } from 'react-router';

/** The foot of every page: the privacy statement is one link away wherever a person is. */
export function SiteFooter() {
  return (
    <footer className="site-footer d-print-none">
      <Link to="/privacy">Privacy statement</Link>
    </footer>
  );
}
