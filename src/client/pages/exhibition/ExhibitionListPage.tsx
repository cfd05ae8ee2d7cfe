/**
 * /exhibitionMaterials/exhibition/list: the exhibitor's exhibit materials filings (schemas/report.json)
 * with their review badges, and the material categories with the number of filings in each. Rows
 * open the details, the edit page (not while under review) or are deleted after a confirmation.
 */
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, HStack, Heading, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import report from 'virtual:schema/report';
import { usePublishedScreen } from '../../features/screens';
import type { ReportCategory } from '../../../shared/api';
import { REPORT_CATEGORY_SOURCE, RESOURCES } from '../../../shared/resources';
import { loadSource, SchemaTable, useEngine } from '../../../engine';
import { toaster } from '../../app/toaster';
import { reportExportAtom } from '../../features/export/export-state';
import { reportDetailsPath, reportEditPath, type ReportRecord } from '../../features/report/report-api';
import { isUnderReview } from '../../features/review/reviewed-record';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';

type Row = Record<string, unknown>;

export function ExhibitionListPage() {
  const screen = usePublishedScreen(report);
  const intl = useIntl();
  const navigate = useNavigate();
  const reportExport = useSetAtom(reportExportAtom);
  // The table follows the organiser's decisions on the filings; the category counts follow deletions here.
  const { list, version, remove } = useResource(RESOURCES.report);

  const onAction = useCallback(async (action: string, row: Row) => {
    const id = Number(row.id);
    if (action === 'view') navigate(reportDetailsPath(id));
    if (action === 'edit') navigate(reportEditPath(id));
    if (action === 'delete') {
      await remove(id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'report.deleted' }), closable: true });
    }
  }, [intl, navigate, remove]);

  const actionDisabled = useCallback((action: string, row: Row) => action === 'edit' && isUnderReview(row as ReportRecord), []);

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="report-list">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" flex="1" minW="64">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="screen.report" /></Heading>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id="report.intro" /></Text>
          </Stack>
          <Button size="sm" colorPalette="brand" onClick={() => navigate(reportEditPath())} data-testid="add-report">
            <FormattedMessage id="report.add" />
          </Button>
        </HStack>

        <ReportCategories version={version} onAdd={(categoryId) => navigate(reportEditPath(undefined, categoryId))} />

        <SchemaTable
          descriptor={screen.descriptor}
          endpoint={list.endpoint}
          reloadKey={list.reloadKey}
          onAction={onAction}
          actionDisabled={actionDisabled}
          onExportStarted={(task) => reportExport(task)}
        />
      </Stack>
    </ScreenEngine>
  );
}

/**
 * The material categories with their number of filings, each with a shortcut to file in it. Loaded
 * through the engine's source loader: the table's category filter asks for the same call at once.
 */
function ReportCategories({ version, onAdd }: { version: number; onAdd: (categoryId: number) => void }) {
  const { request } = useEngine();
  const { locale } = useIntl();
  const [categories, setCategories] = useState<ReportCategory[] | null | undefined>(undefined);
  const english = locale.startsWith('en');

  useEffect(() => {
    let active = true;
    loadSource(request, REPORT_CATEGORY_SOURCE).then(
      (data) => { if (active) setCategories(Array.isArray(data) ? (data as ReportCategory[]) : []); },
      () => { if (active) setCategories(null); },
    );
    return () => { active = false; };
  }, [request, version]);

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm"><FormattedMessage id="report.categories" /></Text>
      {categories === undefined ? <Skeleton height="16" /> : categories === null ? (
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="common.loadFailed" /></Text>
      ) : categories.length === 0 ? (
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="report.noCategories" /></Text>
      ) : (
        <Wrap gap="3" data-testid="report-categories">
          {categories.map((category) => (
            <Card.Root key={category.id} size="sm" variant="outline" minW="44" data-testid={`report-category-${category.id}`}>
              <Card.Body>
                <HStack justify="space-between" gap="4">
                  <Stack gap="1">
                    <Text fontWeight="medium">{english && category.name_en ? category.name_en : category.name}</Text>
                    <Badge alignSelf="start" variant="subtle" colorPalette={category.reports > 0 ? 'brand' : 'gray'}>
                      <FormattedMessage id="report.category.count" values={{ count: category.reports }} />
                    </Badge>
                  </Stack>
                  <Button size="xs" variant="outline" onClick={() => onAdd(category.id)}>
                    <FormattedMessage id="report.addIn" />
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
