import { graphql } from '../../graphql/generated';

// Its own module: only one page uses it, and the route loaders' operation modules load with the app.
/** The personal-data export (the same document as GET /api/v1/user/export), read by the "Your data" page. */
export const MyDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport
  }
`);
