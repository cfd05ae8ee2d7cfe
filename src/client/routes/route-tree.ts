/**
 * The portal's route tree (SPEC.md §2): the single source of router, menu, breadcrumb, tags view
 * and page title. Paths are absolute; `name` is unique and keys the presence rules of
 * shared/access.ts ('notice', 'exhibition'); `area` is inherited by children. Screens of later
 * issues use the title page until they are built.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteMeta, RouteNode } from '../../shared/route-meta';
import { StaffPermission } from '../../shared/staff';

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** Each screen is its own chunk, fetched on first visit. */
export type PageLoader = () => Promise<PageModule>;

export interface AppRouteNode extends RouteNode {
  children?: readonly AppRouteNode[];
  /** The screen of a leaf route. */
  page?: PageLoader;
}

const titlePage: PageLoader = async () => ({ Component: (await import('../pages/title/TitlePage')).TitlePage });

const exhibitInfoPage: PageLoader = async () => {
  const [page, data] = await Promise.all([import('../pages/exhibit-info/ExhibitInfoPage'), import('../pages/exhibit-info/exhibit-info-loader')]);
  return { Component: page.ExhibitInfoPage, loader: data.exhibitInfoLoader };
};

const cataloguePage: PageLoader = async () => {
  const [page, data] = await Promise.all([import('../pages/exhibition-materials/CataloguePage'), import('../pages/exhibit-info/exhibit-info-loader')]);
  return { Component: page.CataloguePage, loader: data.exhibitInfoLoader };
};

const requiredReadingPage: PageLoader = async () => ({ Component: (await import('../pages/notice/NoticesPage')).RequiredReadingPage });
const exhibitionRelatedMaterialsPage: PageLoader = async () => ({ Component: (await import('../pages/notice/NoticesPage')).ExhibitionRelatedMaterialsPage });

const subAccountPage: PageLoader = async () => ({ Component: (await import('../pages/subaccount/SubAccountPage')).SubAccountPage });
/** The invoice screens (SPEC.md §2 /invoice), each its own chunk. */
const invoicePages = {
  list: () => import('../pages/invoice/InvoiceListPage').then((m) => m.InvoiceListPage),
  writeInvoice: () => import('../pages/invoice/WriteInvoicePage').then((m) => m.WriteInvoicePage),
  addInvoiceHeader: () => import('../pages/invoice/InvoiceHeadersPage').then((m) => m.InvoiceHeadersPage),
  detail: () => import('../pages/invoice/InvoiceDetailPage').then((m) => m.InvoiceDetailPage),
};
const invoicePage = (name: keyof typeof invoicePages): PageLoader => async () => ({ Component: await invoicePages[name]() });
const exhibitionListPage: PageLoader = async () => ({ Component: (await import('../pages/exhibition/ExhibitionListPage')).ExhibitionListPage });
const exhibitionEditPage: PageLoader = async () => ({ Component: (await import('../pages/exhibition/ExhibitionEditPage')).ExhibitionEditPage });
const exhibitionDetailsPage: PageLoader = async () => ({ Component: (await import('../pages/exhibition/ExhibitionDetailsPage')).ExhibitionDetailsPage });

const protocolListPage: PageLoader = async () => {
  const [page, data] = await Promise.all([import('../pages/protocol/ProtocolListPage'), import('../pages/protocol/protocol-loaders')]);
  return { Component: page.ProtocolListPage, loader: data.protocolListLoader };
};

const protocolDetailPage: PageLoader = async () => {
  const [page, data] = await Promise.all([import('../pages/protocol/ProtocolDetailPage'), import('../pages/protocol/protocol-loaders')]);
  return { Component: page.ProtocolDetailPage, loader: data.protocolDetailLoader };
};

const ticketPage = (name: 'TicketListPage' | 'TicketDetailsPage' | 'BindLogListPage' | 'LogDetailsPage'): PageLoader => async () => {
  const pages = {
    TicketListPage: () => import('../pages/ticket-booth/TicketListPage').then((m) => m.TicketListPage),
    TicketDetailsPage: () => import('../pages/ticket-booth/TicketDetailsPage').then((m) => m.TicketDetailsPage),
    BindLogListPage: () => import('../pages/ticket-booth/BindLogListPage').then((m) => m.BindLogListPage),
    LogDetailsPage: () => import('../pages/ticket-booth/LogDetailsPage').then((m) => m.LogDetailsPage),
  };
  return { Component: await pages[name]() };
};
const editPasswordPage: PageLoader = async () => ({ Component: (await import('../pages/account/EditPasswordPage')).EditPasswordPage });
const companySigningPage: PageLoader = async () => {
  const [page, data] = await Promise.all([import('../pages/company-signing/CompanySigningPage'), import('../pages/company-signing/company-signing-loader')]);
  return { Component: page.CompanySigningPage, loader: data.companySigningLoader };
};
/** The group ticket screens (SPEC.md §2 groupTicket), each its own chunk. */
const groupTicketPages = {
  list: () => import('../pages/group-ticket/GroupOrderListPage').then((m) => m.GroupOrderListPage),
  buy: () => import('../pages/group-ticket/GroupBuyPage').then((m) => m.GroupBuyPage),
  pay: () => import('../pages/group-ticket/GroupPayPage').then((m) => m.GroupPayPage),
  remit: () => import('../pages/group-ticket/GroupRemitPage').then((m) => m.GroupRemitPage),
  detail: () => import('../pages/group-ticket/GroupOrderDetailPage').then((m) => m.GroupOrderDetailPage),
};
const groupTicketPage = (name: keyof typeof groupTicketPages): PageLoader => async () => ({ Component: await groupTicketPages[name]() });
/** The group ticket management screens (SPEC.md §2 ticketManagement): the booth tickets' screens for a group account's tickets. */
const groupTicketManagementPages = {
  list: () => import('../pages/group-ticket-management/GroupTicketListPage').then((m) => m.GroupTicketListPage),
  detailsList: () => import('../pages/group-ticket-management/GroupTicketDetailsPage').then((m) => m.GroupTicketDetailsPage),
};
const groupTicketManagementPage = (name: keyof typeof groupTicketManagementPages): PageLoader => async () => ({ Component: await groupTicketManagementPages[name]() });
const unbindOrderListPage: PageLoader = async () => ({ Component: (await import('../pages/unbind-order/UnbindOrderListPage')).UnbindOrderListPage });
const displayPages = (kind: 'product' | 'merch' | 'project' | 'activity'): { list: PageLoader; edit: PageLoader } => ({
  list: async () => (await import('../pages/exhibitor-management/display-pages')).displayPage(kind, 'list'),
  edit: async () => (await import('../pages/exhibitor-management/display-pages')).displayPage(kind, 'edit'),
});

const consoleInboxPage: PageLoader = async () => ({ Component: (await import('../pages/console/InboxPage')).InboxPage });
const consoleReviewListPage: PageLoader = async () => ({ Component: (await import('../pages/console/ReviewListPage')).ReviewListPage });
const consoleExhibitorsPage: PageLoader = async () => ({ Component: (await import('../pages/console/ExhibitorsPage')).ExhibitorsPage });
const consoleReviewDetailPage: PageLoader = async () => ({ Component: (await import('../pages/console/ReviewDetailPage')).ReviewDetailPage });
const consoleQuestionsPage: PageLoader = async () => ({ Component: (await import('../pages/console/QuestionsPage')).QuestionsPage });
const consoleSigningsPage: PageLoader = async () => ({ Component: (await import('../pages/console/SigningsPage')).SigningsPage });
const consoleInvoicesPage: PageLoader = async () => ({ Component: (await import('../pages/console/InvoicesPage')).InvoicesPage });
const consoleInvoicePage: PageLoader = async () => ({ Component: (await import('../pages/console/InvoicePage')).InvoicePage });
const consoleSettingsPage: PageLoader = async () => ({ Component: (await import('../pages/console/SettingsPage')).SettingsPage });
const consoleNoticesPage: PageLoader = async () => ({ Component: (await import('../pages/console/NoticesPage')).NoticesPage });
const consoleAgreementsPage: PageLoader = async () => ({ Component: (await import('../pages/console/AgreementsPage')).AgreementsPage });
const consoleGroupOrdersPage: PageLoader = async () => ({ Component: (await import('../pages/console/GroupOrdersPage')).GroupOrdersPage });
const consoleGroupOrderPage: PageLoader = async () => ({ Component: (await import('../pages/console/GroupOrderPage')).GroupOrderPage });
const consoleGroupProductsPage: PageLoader = async () => ({ Component: (await import('../pages/console/GroupProductsPage')).GroupProductsPage });
const consoleSchemasPage: PageLoader = async () => ({ Component: (await import('../pages/console/SchemasPage')).SchemasPage });
const consoleSchemaEditPage: PageLoader = async () => ({ Component: (await import('../pages/console/SchemaEditPage')).SchemaEditPage });
const consoleSchemaHistoryPage: PageLoader = async () => ({ Component: (await import('../pages/console/SchemaHistoryPage')).SchemaHistoryPage });
const consoleMessagesPage: PageLoader = async () => ({ Component: (await import('../pages/console/MessagesPage')).MessagesPage });
const consoleTemplatesPage: PageLoader = async () => ({ Component: (await import('../pages/console/TemplatesPage')).TemplatesPage });
const consoleReferencePage: PageLoader = async () => ({ Component: (await import('../pages/console/ReferencePage')).ReferencePage });
const consoleStaffPage: PageLoader = async () => ({ Component: (await import('../pages/console/StaffPage')).StaffPage });
const consoleMessageHistoryPage: PageLoader = async () => ({ Component: (await import('../pages/console/MessageHistoryPage')).MessageHistoryPage });

type Meta = Omit<RouteMeta, 'title'>;

const page = (path: string, name: string, title: string, meta: Meta = {}, load: PageLoader = titlePage): AppRouteNode =>
  ({ path, name, meta: { title, ...meta }, page: load });

const group = (path: string, name: string, title: string, meta: Meta, children: AppRouteNode[]): AppRouteNode =>
  ({ path, name, meta: { title, ...meta }, children });

/** A list screen with its hidden edit page, as the four kinds of display material have. */
const listWithEdit = (base: string, name: string, title: string, pages: { list?: PageLoader; edit?: PageLoader } = {}): AppRouteNode =>
  group(base, name, title, {}, [
    page(`${base}/list`, `${name}List`, title, {}, pages.list),
    page(`${base}/edit`, `${name}Edit`, `${title}.edit`, { hidden: true, titleNew: `${title}.add` }, pages.edit),
  ]);

export const appRouteTree: readonly AppRouteNode[] = [
  group('/exhibit-info', 'exhibitInfo', 'route.exhibitInfo', { icon: 'info', area: 'exhibitInfo' }, [
    page('/exhibit-info/index', 'exhibitInfoIndex', 'route.exhibitInfo', { affix: true }, exhibitInfoPage),
  ]),
  group('/notice', 'notice', 'route.notice', { icon: 'megaphone', area: 'notice' }, [
    page('/notice/requiredReading', 'requiredReading', 'route.notice.requiredReading', {}, requiredReadingPage),
    page('/notice/exhibitionRelatedMaterials', 'exhibitionRelatedMaterials', 'route.notice.exhibitionRelatedMaterials', {}, exhibitionRelatedMaterialsPage),
  ]),
  group('/exhibitionMaterials', 'exhibitionMaterials', 'route.exhibitionMaterials', { icon: 'folder', alwaysShow: true, area: 'exhibitionMaterials' }, [
    page('/exhibitionMaterials/conference', 'conference', 'route.conference', {}, cataloguePage),
    group('/exhibitionMaterials/exhibition', 'exhibition', 'route.exhibition', {}, [
      page('/exhibitionMaterials/exhibition/list', 'exhibitionList', 'route.exhibition', {}, exhibitionListPage),
      page('/exhibitionMaterials/exhibition/edit', 'exhibitionEdit', 'report.edit', { hidden: true, titleNew: 'report.add' }, exhibitionEditPage),
      page('/exhibitionMaterials/exhibition/details', 'exhibitionDetails', 'route.exhibition.details', { hidden: true }, exhibitionDetailsPage),
    ]),
    group('/exhibitionMaterials/protocol', 'protocol', 'route.protocol', {}, [
      page('/exhibitionMaterials/protocol/list', 'protocolList', 'route.protocol', {}, protocolListPage),
      page('/exhibitionMaterials/protocol/detail', 'protocolDetail', 'route.protocol.detail', { hidden: true }, protocolDetailPage),
    ]),
  ]),
  group('/companySigning', 'companySigning', 'route.companySigning', { icon: 'pen', area: 'companySigning' }, [
    page('/companySigning/index', 'companySigningIndex', 'route.companySigning', {}, companySigningPage),
  ]),
  group('/faq', 'faq', 'route.faq', { icon: 'help', area: 'faq' }, [
    page('/faq/index', 'faqIndex', 'route.faq', {}, async () => ({ Component: (await import('../pages/faq/FaqAskPage')).FaqAskPage })),
    page('/faq/record', 'faqRecord', 'route.faq.record', { hidden: true }, async () => ({ Component: (await import('../pages/faq/FaqRecordPage')).FaqRecordPage })),
  ]),
  group('/subaccount', 'subaccount', 'route.subaccount', { icon: 'users', hidden: true, area: 'subAccounts' }, [
    page('/subaccount/index', 'subaccountIndex', 'route.subaccount', {}, subAccountPage),
  ]),
  group('/exhibitorManagement', 'exhibitorManagement', 'route.exhibitorManagement', { icon: 'box', alwaysShow: true, area: 'displayMaterials' }, [
    listWithEdit('/exhibitorManagement/product', 'product', 'route.product', displayPages('product')),
    listWithEdit('/exhibitorManagement/merch', 'merch', 'route.merch', displayPages('merch')),
    listWithEdit('/exhibitorManagement/project', 'project', 'route.project', displayPages('project')),
    listWithEdit('/exhibitorManagement/activity', 'activity', 'route.activity', displayPages('activity')),
  ]),
  group('/ticketBoothManagement', 'ticketBoothManagement', 'route.ticketBooth', { icon: 'ticket', area: 'boothTickets' }, [
    group('/ticketBoothManagement/ticketBooth', 'ticketBooth', 'route.ticketBooth', {}, [
      page('/ticketBoothManagement/ticketBooth/list', 'ticketBoothList', 'route.ticketBooth.list', {}, ticketPage('TicketListPage')),
      page('/ticketBoothManagement/ticketBooth/detailsList', 'ticketBoothDetailsList', 'route.ticketBooth.detailsList', {}, ticketPage('TicketDetailsPage')),
      page('/ticketBoothManagement/ticketBooth/bindLogList', 'ticketBoothBindLogList', 'route.ticketBooth.bindLogList', {}, ticketPage('BindLogListPage')),
      // Pages about one record (opened from a list with its id) stay out of the menu.
      page('/ticketBoothManagement/ticketBooth/logDetails', 'ticketBoothLogDetails', 'route.ticketBooth.logDetails', { hidden: true, activeMenu: '/ticketBoothManagement/ticketBooth/bindLogList' }, ticketPage('LogDetailsPage')),
    ]),
  ]),
  // SPEC.md §2: group buying first, group tickets second; each child has its own area and flag.
  group('/groupManagement', 'groupManagement', 'route.groupManagement', { icon: 'cart', alwaysShow: true }, [
    group('/groupManagement/groupTicket', 'groupTicket', 'route.groupTicket', { area: 'groupBuying' }, [
      page('/groupManagement/groupTicket/list', 'groupTicketList', 'route.groupTicket.list', {}, groupTicketPage('list')),
      page('/groupManagement/groupTicket/buy', 'groupTicketBuy', 'route.groupTicket.buy', {}, groupTicketPage('buy')),
      page('/groupManagement/groupTicket/pay', 'groupTicketPay', 'route.groupTicket.pay', { hidden: true, activeMenu: '/groupManagement/groupTicket/list' }, groupTicketPage('pay')),
      page('/groupManagement/groupTicket/remit', 'groupTicketRemit', 'route.groupTicket.remit', { hidden: true, activeMenu: '/groupManagement/groupTicket/list' }, groupTicketPage('remit')),
      page('/groupManagement/groupTicket/groupOrderDetail', 'groupOrderDetail', 'route.groupTicket.groupOrderDetail', { hidden: true, activeMenu: '/groupManagement/groupTicket/list' }, groupTicketPage('detail')),
    ]),
    group('/groupManagement/ticketManagement', 'ticketManagement', 'route.ticketManagement', { area: 'groupTickets' }, [
      page('/groupManagement/ticketManagement/list', 'ticketManagementList', 'route.ticketManagement.list', {}, groupTicketManagementPage('list')),
      page('/groupManagement/ticketManagement/detailsList', 'ticketManagementDetailsList', 'route.ticketManagement.detailsList', {}, groupTicketManagementPage('detailsList')),
    ]),
  ]),
  group('/unbindOrder', 'unbindOrder', 'route.unbindOrder', { icon: 'unlink', area: 'unbindOrders' }, [
    page('/unbindOrder/list', 'unbindOrderList', 'route.unbindOrder', {}, unbindOrderListPage),
  ]),
  group('/invoice', 'invoice', 'route.invoice', { icon: 'receipt', area: 'invoice' }, [
    page('/invoice/list', 'invoiceList', 'route.invoice.list', {}, invoicePage('list')),
    page('/invoice/writeInvoice', 'writeInvoice', 'route.invoice.writeInvoice', {}, invoicePage('writeInvoice')),
    page('/invoice/addInvoiceHeader', 'addInvoiceHeader', 'route.invoice.addInvoiceHeader', {}, invoicePage('addInvoiceHeader')),
    page('/invoice/detail', 'invoiceDetail', 'route.invoice.detail', { hidden: true, activeMenu: '/invoice/list' }, invoicePage('detail')),
  ]),
  // The organiser's console (issue 20): staff only, and staff see nothing else (src/shared/access.ts);
  // each page needs the staff permission its endpoints need (src/shared/staff.ts), the inbox none.
  group('/organiser', 'console', 'route.console', { icon: 'check', area: 'console' }, [
    page('/organiser/inbox', 'consoleInbox', 'route.console.inbox', { icon: 'bell' }, consoleInboxPage),
    page('/organiser/reviews/list', 'consoleReviews', 'route.console.reviews', { staff: StaffPermission.REVIEWS, icon: 'check' }, consoleReviewListPage),
    page('/organiser/reviews/detail', 'consoleReviewDetail', 'route.console.reviews.detail', { staff: StaffPermission.REVIEWS, hidden: true, activeMenu: '/organiser/reviews/list' }, consoleReviewDetailPage),
    page('/organiser/questions', 'consoleQuestions', 'route.console.questions', { staff: StaffPermission.QUESTIONS, icon: 'message' }, consoleQuestionsPage),
    page('/organiser/signings', 'consoleSignings', 'route.console.signings', { staff: StaffPermission.SIGNINGS, icon: 'pen' }, consoleSigningsPage),
    page('/organiser/invoices', 'consoleInvoices', 'route.console.invoices', { staff: StaffPermission.INVOICES, icon: 'receipt' }, consoleInvoicesPage),
    page('/organiser/invoices/detail', 'consoleInvoice', 'route.console.invoice', { staff: StaffPermission.INVOICES, hidden: true }, consoleInvoicePage),
    page('/organiser/group-orders', 'consoleGroupOrders', 'route.console.group_orders', { staff: StaffPermission.GROUP, icon: 'cart' }, consoleGroupOrdersPage),
    page('/organiser/group-orders/detail', 'consoleGroupOrder', 'route.console.group_order', { staff: StaffPermission.GROUP, hidden: true }, consoleGroupOrderPage),
    page('/organiser/group-products', 'consoleGroupProducts', 'route.console.group_products', { staff: StaffPermission.GROUP, icon: 'ticket' }, consoleGroupProductsPage),
    page('/organiser/exhibitors', 'consoleExhibitors', 'route.console.exhibitors', { staff: StaffPermission.EXHIBITORS, icon: 'users' }, consoleExhibitorsPage),
    page('/organiser/notices', 'consoleNotices', 'route.console.notices', { staff: StaffPermission.NOTICES, icon: 'megaphone' }, consoleNoticesPage),
    page('/organiser/agreements', 'consoleAgreements', 'route.console.agreements', { staff: StaffPermission.NOTICES, icon: 'folder' }, consoleAgreementsPage),
    page('/organiser/templates', 'consoleTemplates', 'route.console.templates', { staff: StaffPermission.NOTICES, icon: 'download' }, consoleTemplatesPage),
    page('/organiser/settings', 'consoleSettings', 'route.console.settings', { staff: StaffPermission.SETTINGS, icon: 'settings' }, consoleSettingsPage),
    page('/organiser/reference', 'consoleReference', 'route.console.reference', { staff: StaffPermission.SETTINGS, icon: 'tag' }, consoleReferencePage),
    page('/organiser/messages', 'consoleMessages', 'route.console.messages', { staff: StaffPermission.MESSAGES, icon: 'languages' }, consoleMessagesPage),
    page('/organiser/messages/history', 'consoleMessageHistory', 'route.console.messages.history', { staff: StaffPermission.MESSAGES, hidden: true }, consoleMessageHistoryPage),
    // Issue 21: screens changed while the show runs.
    page('/organiser/schemas', 'consoleSchemas', 'route.console.schemas', { staff: StaffPermission.SCREENS, icon: 'layout' }, consoleSchemasPage),
    page('/organiser/schemas/edit', 'consoleSchemaEdit', 'route.console.schemas.edit', { staff: StaffPermission.SCREENS, hidden: true }, consoleSchemaEditPage),
    page('/organiser/schemas/history', 'consoleSchemaHistory', 'route.console.schemas.history', { staff: StaffPermission.SCREENS, hidden: true }, consoleSchemaHistoryPage),
    page('/organiser/staff', 'consoleStaff', 'route.console.staff', { staff: StaffPermission.STAFF, icon: 'shield' }, consoleStaffPage),
  ]),
  page('/editPassword', 'editPassword', 'route.editPassword', { icon: 'key', hidden: true, rule: 'changePassword' }, editPasswordPage),
];
