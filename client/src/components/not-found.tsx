/** The page a missing or forbidden staff route shows (events §6: 'Not Found' without admin). */
export function NotFound() {
  return <h1>Not Found</h1>;
}
