/* The PDFs a report lead receives: its Cash Flow Report and the Cash Flow Management Guide. */
export { formatReportDate, renderReportPdf, REPORT_TITLE, type ReportInput } from './report-pdf';
export { renderGuidePdf } from './guide-pdf';
