import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { uploadFile } from '../../api/upload';
import { CsvUploadModal } from '../products/CsvUploadModal';
import { uploadSummary } from './catalog-list';
import { useRefreshCatalogs } from './catalog-queries';

/** The server's limit for a catalog CSV (bulk-upload.service). */
const CSV_MAX_BYTES = 1024 * 1024;
const TEMPLATE = 'name,description,status\nSummer Sale,Light clothes for hot days,active\n';

/** Adds catalogs from a CSV: the whole file is checked first, and names the store already has are skipped. */
export function CatalogUploadModal({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshCatalogs();
  return (
    <CsvUploadModal
      title="Upload catalogs from a CSV"
      intro="One catalog per row. Only name is required; status is active or hidden. Names your store already has are skipped."
      template={{ name: 'catalogs-template.csv', text: TEMPLATE }}
      maxBytes={CSV_MAX_BYTES}
      hint="name, description, status columns; up to 1,000 rows"
      upload={(file, onProgress) => uploadFile(CATALOG_CALLS.bulkUpload, file, file.name, onProgress)}
      summary={uploadSummary}
      onDone={() => void refresh()}
      onClose={onClose}
    />
  );
}
