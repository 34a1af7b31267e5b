/**
 * Files over /api (issue 19: the PDFs). A procedure gives a file as base64 (tRPC carries JSON), and the REST
 * operation answers its bytes with their Content-Type and Content-Disposition instead of a JSON body.
 */
import { z } from 'zod';
import { matchesEtag } from '../pdf/sheetCache';
import type { Caller, OperationRequest, ProcedureOperation } from './operation';

/** A procedure's file: its name, type and bytes (base64). */
export const fileSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'application/xml']),
  base64: z.string(),
  /** The version's ETag, for a file that is the same for everyone (the information sheet). */
  etag: z.string().optional(),
});
export type FileOutput = z.infer<typeof fileSchema>;

export const pdfFile = (fileName: string, bytes: Uint8Array): FileOutput => ({
  fileName,
  contentType: 'application/pdf',
  base64: Buffer.from(bytes).toString('base64'),
});

/** What an operation returns to be answered as a file. */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly fileName: string,
    /** `inline` opens it in the browser (a PDF viewer), `attachment` downloads it. */
    readonly disposition: 'inline' | 'attachment' = 'inline',
    /** A public file's version: sent as ETag; `notModified` when the request's If-None-Match names it. */
    readonly version?: { etag: string; notModified: boolean },
  ) {}

  /** A text made on request, downloaded as a file (UTF-8; `contentType` names the charset). */
  static download(text: string, contentType: string, fileName: string): FileReply {
    return new FileReply(new TextEncoder().encode(text), contentType, fileName, 'attachment');
  }

  static of(file: FileOutput, ifNoneMatch?: string): FileReply {
    const bytes = new Uint8Array(Buffer.from(file.base64, 'base64'));
    const version = file.etag
      ? { etag: file.etag, notModified: matchesEtag(ifNoneMatch, file.etag) }
      : undefined;
    return new FileReply(bytes, file.contentType, file.fileName, 'inline', version);
  }

  response(status: number, headers: Headers): Response {
    if (this.version) {
      // The same for everyone: a cache may keep it, asking each time whether it is still this version.
      headers.set('ETag', this.version.etag);
      headers.set('Cache-Control', 'public, no-cache');
      if (this.version.notModified) return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Type', this.contentType);
    headers.set(
      'Content-Disposition',
      `${this.disposition}; filename="${this.fileName.replace(/[^\w.-]/g, '_')}"`,
    );
    if (!this.version) headers.set('Cache-Control', 'no-store');
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(new Uint8Array(this.bytes), { status, headers });
  }
}

type PdfOperation = Omit<ProcedureOperation, 'method' | 'status' | 'response' | 'produces' | 'call'> & {
  /** The procedure that makes the file. */
  call(api: Caller, request: OperationRequest): Promise<FileOutput>;
};

/** A GET operation answering a procedure's PDF itself; an unknown or another user's document → 404. */
export const pdfOperation = ({ call, errors = [], ...operation }: PdfOperation): ProcedureOperation => ({
  ...operation,
  method: 'get',
  status: 200,
  response: z.string().meta({ description: 'The PDF (application/pdf).' }),
  produces: 'application/pdf',
  errors: [404, ...errors],
  call: async (api, request) => FileReply.of(await call(api, request), request.header('if-none-match')),
});

/** The PDF of one of the signed-in user's own records (`record`: what its {id} names); another user's → 404. */
export const ownPdfOperation = ({
  record,
  call,
  ...operation
}: Omit<PdfOperation, 'signedIn' | 'pathParams' | 'call' | 'errors'> & {
  record: string;
  call(api: Caller, id: string): Promise<FileOutput>;
}): ProcedureOperation =>
  pdfOperation({
    ...operation,
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: `${record} id` } },
    call: (api, request) => call(api, request.param('id')),
  });

/** An XML file the operator downloads (a pain.001 for the bank): its text, or a procedure's file. */
export type XmlFile = { fileName: string; xml: string } | FileOutput;

/** The XML file as a download (Content-Disposition: attachment). */
export const xmlDownload = (file: XmlFile): FileReply =>
  'xml' in file
    ? new FileReply(
        new TextEncoder().encode(file.xml),
        'application/xml; charset=utf-8',
        file.fileName,
        'attachment',
      )
    : new FileReply(
        new Uint8Array(Buffer.from(file.base64, 'base64')),
        file.contentType,
        file.fileName,
        'attachment',
      );

/**
 * An operation answering a pain.001.001.09 credit transfer file as a download (returns, releases,
 * withdrawals: domains/bank/paymentFile.ts makes them all).
 */
export const paymentFileOperation = ({
  call,
  ...operation
}: Omit<ProcedureOperation, 'status' | 'response' | 'produces' | 'call'> & {
  call(api: Caller, request: OperationRequest): Promise<XmlFile>;
}): ProcedureOperation => ({
  ...operation,
  status: 200,
  response: z.string().meta({ description: 'The pain.001.001.09 file (application/xml).' }),
  produces: 'application/xml',
  call: async (api, request) => xmlDownload(await call(api, request)),
});
