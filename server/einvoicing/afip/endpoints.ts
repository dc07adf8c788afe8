// Where the authority's two services live (research B1: the addresses the authority's own WSDLs and
// the maintained clients use). The local double (server/einvoicing/afip-double) serves the same two
// paths under any base URL, so the client tells them apart by nothing but these strings.

export interface AfipEndpoints {
  /** WSAA LoginCms (SOAP 1.1). */
  wsaa: string;
  /** WSFEv1 service.asmx (SOAP 1.1 and 1.2). */
  wsfe: string;
}

export const AFIP_HOMOLOGATION_ENDPOINTS: AfipEndpoints = {
  wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
  wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
};

export const AFIP_PRODUCTION_ENDPOINTS: AfipEndpoints = {
  wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
  wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
};

/** The paths the double serves, the same as the authority's. */
export const AFIP_DOUBLE_PATHS = { wsaa: '/ws/services/LoginCms', wsfe: '/wsfev1/service.asmx' } as const;

/** The double's endpoints under a base URL ("http://127.0.0.1:4123" or "http://localhost:3000/afip-double"). */
export function afipDoubleEndpoints(baseUrl: string): AfipEndpoints {
  const base = baseUrl.replace(/\/+$/, '');
  return { wsaa: `${base}${AFIP_DOUBLE_PATHS.wsaa}`, wsfe: `${base}${AFIP_DOUBLE_PATHS.wsfe}` };
}

/** The endpoints of a settings environment ('double' needs the double's base URL). */
export function afipEndpointsFor(environment: 'homologacion' | 'produccion' | 'double', doubleBaseUrl?: string): AfipEndpoints {
  if (environment === 'produccion') return AFIP_PRODUCTION_ENDPOINTS;
  if (environment === 'homologacion') return AFIP_HOMOLOGATION_ENDPOINTS;
  if (!doubleBaseUrl) throw new Error('the double environment needs the double base URL');
  return afipDoubleEndpoints(doubleBaseUrl);
}
