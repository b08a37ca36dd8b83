import { Alert, ScrollArea, Table } from '@mantine/core';
import type { ApiError } from '../../api/api-error';

/** A refused file: the message, then each bad row with its column and why. */
export function RowErrorsTable({ error }: { error: ApiError }) {
  return (
    <Alert color="red" title="The file was not saved">
      {error.message}
      {error.rowErrors.length > 0 && (
        <ScrollArea.Autosize mah={320} mt="sm">
          <Table striped withTableBorder fz="sm" aria-label="Rows with problems">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {error.rowErrors.map((e) => (
                <Table.Tr key={`${e.row}-${e.column}-${e.message}`}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td>{e.column ?? '—'}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Alert>
  );
}
