import { type DocumentBatch, ORDER_CALLS, type OrderDocument } from '@stallfront/shared/orders';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchFile } from '../../api/download';
import { type BulkAction, saveFile } from '../../ui/list-page';

const POLL_MS = 1000;
/** 500 invoices take a few seconds; a queue busy with other stores' work may take longer. */
const GIVE_UP_MS = 5 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a queued batch to be made; a failed batch throws its message. */
async function finished(batch: DocumentBatch): Promise<DocumentBatch> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  let current = batch;
  while (current.status === 'queued') {
    if (Date.now() > giveUpAt) throw new Error('The PDF is taking long; try again in a few minutes.');
    await sleep(POLL_MS);
    current = (await callApi(ORDER_CALLS.documentBatch, { id: current._id })).data;
  }
  if (current.status === 'failed') throw new Error(current.error ?? 'The PDF could not be made.');
  return current;
}

/** A bulk action that has the server make one PDF of the selection in the background, then saves it. */
export function documentsAction(document: OrderDocument, label: string, what: string): BulkAction {
  return {
    label,
    run: async (ids) => {
      const queued = (await callApi(ORDER_CALLS.startDocumentBatch, { ids, document })).data;
      const ready = await finished(queued);
      saveFile(await fetchFile(ORDER_CALLS.documentBatchFile, { id: ready._id }), ready.file_name);
      return `Downloaded the ${what} of ${countOf(ids.length, 'order')}.`;
    },
  };
}
