/**
 * Catalan labels of Scalar's request window (its API client), which ships English, Spanish and a few other
 * locales but not Catalan: merged into the renderer's `localization.translations` under `apiClient` on
 * `/ca/docs` (see src/docs/docs.page.ts). Same keys as the English catalogue of `@scalar/api-reference` 1.72;
 * test/docs/page.browser.test.ts checks that the request window is drawn with these labels.
 */
export const scalarClientCatalan = {
  serverVariablesSelect: {
    selected: 'Seleccionat:',
  },
  serverVariablesTextbox: {
    value: 'valor',
  },
  sidebarListElementForm: {
    cancel: 'Cancel·la',
  },
  requestBlock: {
    authentication: 'Autenticació',
    variables: 'Variables',
    cookies: 'Galetes',
    headers: 'Capçaleres',
    queryParameters: 'Paràmetres de consulta',
    queryString: 'Cadena de consulta',
    queryStringDescription:
      'Aquest paràmetre proporciona tota la cadena de consulta, de manera que no s’hi poden afegir més paràmetres amb nom. Els paràmetres amb nom existents s’envien després; es conserven les claus duplicades.',
    requestBody: 'Cos de la sol·licitud',
    requestName: 'Nom de la sol·licitud',
    label: 'Sol·licitud: {name}',
  },
  responseBlock: {
    response: 'Resposta',
    requestHeaders: 'Capçaleres de la sol·licitud',
    responseHeaders: 'Capçaleres de la resposta',
    body: 'Cos',
  },
  codeInput: {
    required: 'Obligatori',
    exitHint: 'Premeu {escape} i després {tab} per sortir',
  },
  codeInputLite: {
    required: 'Obligatori',
  },
  dataTableInput: {
    clearValue: 'Esborra el valor',
    showPassword: 'Mostra la contrasenya',
    hidePassword: 'Amaga la contrasenya',
  },
  dataTableInputSelect: {
    value: 'Valor',
    addValue: 'Afegeix un valor',
  },
  confirmationForm: {
    cancel: 'Cancel·la',
    save: 'Desa',
  },
  collapsibleSection: {
    collapsed: '(Plegat)',
    item: 'Element',
    items: 'Elements',
  },
  modalClientContainer: {
    label: 'Client de l’API',
  },
  serverDropdown: {
    server: 'Servidor:',
    addServer: 'Afegeix un servidor',
    updateServers: 'Actualitza els servidors',
    unknownServer: 'Servidor desconegut',
  },
  sidebar: {
    search: 'Cerca',
  },
  sidebarMenu: {
    settings: 'Configuració',
  },
  sidebarToggle: {
    hide: 'Amaga la barra lateral',
    show: 'Mostra la barra lateral',
  },
  environmentsList: {
    addEnvironment: 'Afegeix un entorn',
  },
  modal: {
    noDocumentSelected: 'No hi ha cap document seleccionat',
  },
  operation: {
    selectAnOperationToViewDetails: 'Seleccioneu una operació per veure’n els detalls',
  },
  header: {
    operationSettings: 'Configuració de l’operació',
    closeClient: 'Tanca el client',
  },
  openApiClientButton: {
    openAPIClient: 'Obre el client de l’API',
  },
  requestBody: {
    noBody: 'Sense cos',
    delete: 'Elimina',
    selectFile: 'Selecciona un fitxer',
    multipartForm: 'Formulari multipart',
    formUrlEncoded: 'Formulari codificat en URL',
    binaryFile: 'Fitxer binari',
    other: 'Altre',
    none: 'Cap',
  },
  requestBodyStructured: {
    body: 'Cos',
  },
  requestBodyViewToggle: {
    form: 'Formulari',
    raw: 'Sense processar',
    fixBody: 'Corregiu el cos per passar a la vista de formulari',
  },
  requestCodeSnippet: {
    unavailable: 'No hi ha cap mostra de codi disponible per a aquest exemple.',
    codeSnippet: 'Fragment de codi',
  },
  requestTable: {
    enabled: 'Activat',
    key: 'Clau',
    value: 'Valor',
  },
  requestTableRow: {
    key: 'Clau',
    value: 'Valor',
    delete: 'Elimina',
    selectFile: 'Selecciona un fitxer',
    globalCookieHint: 'Les galetes globals es comparteixen a tot l’espai de treball. Feu-hi clic per accedir-hi.',
    readOnlyHint:
      'Aquesta propietat és només de lectura. Per canviar-la, l’heu de sobreescriure o desactivar amb la casella de selecció.',
    include: 'Inclou {name} a la sol·licitud',
    keyLabel: 'Clau de {name}',
    valueLabel: 'Valor de {name}',
    deleteRow: 'Elimina {name}',
    row: 'fila',
  },
  requestTableTooltip: {
    min: 'mín.:',
    max: 'màx.:',
    default: 'per defecte:',
    invalid: 'L’entrada no és vàlida',
    moreInformation: 'Més informació',
  },
  headers: {
    headerKey: 'Clau de la capçalera',
    headerValue: 'Valor de la capçalera',
    noHeaders: 'Sense capçaleres',
  },
  responseBody: {
    binaryFile: 'Fitxer binari',
  },
  responseBodyPreview: {
    previewUnavailable: 'Previsualització no disponible',
  },
  responseBodyStreaming: {
    body: 'Cos',
    listening: 'Escoltant…',
    cancel: 'Cancel·la',
  },
  responseBodyToggle: {
    preview: 'Previsualització',
    raw: 'Sense processar',
  },
  responseBodyVirtual: {
    body: 'Cos',
    largeBodyHint: 'El cos d’aquesta resposta és massa gran per al ressaltat de sintaxi.',
  },
  responseCookies: {
    cookies: 'Galetes',
    cookieName: 'Nom de la galeta',
    cookieValue: 'Valor de la galeta',
    noCookies: 'Sense galetes',
  },
  responseEmpty: {
    roadmap: 'Full de ruta',
    poweredByScalarcom: '',
    getStarted: 'Comença',
    newRequest: 'Nova sol·licitud',
    sendRequest: 'Envia la sol·licitud',
    version: 'Scalar App V{version} Beta',
  },
  responseLoadingOverlay: {
    cancel: 'Cancel·la',
  },
  addressBar: {
    path: 'Camí',
    copyUrl: 'Copia l’URL',
    send: 'Envia',
    sendRequest: 'Envia la sol·licitud {method} a {url}',
    duplicateRequest: 'Ja existeix una sol·licitud {method} a {path} en aquest document',
    urlPlaceholder: 'Introduïu un URL',
    webhookUrlPlaceholder: 'Introduïu l’URL complet del webhook',
  },
  addressBarHistory: {
    requestHistory: 'Historial de sol·licituds',
  },
  environmentSelector: {
    noEnvironment: 'Sense entorn',
    notAvailableInThisContext: 'No disponible en aquest context',
    environmentHint: 'Els entorns permeten gestionar variables com ara claus d’API i URL base en contextos diferents.',
    add: 'Afegeix un entorn',
    select: 'Selecciona un entorn',
    unavailable: '{name} (no disponible)',
    current: 'Entorn actual: {name}',
  },
  deleteRequestAuthModal: {
    deleteSecurityScheme: 'Elimina l’esquema de seguretat',
    cancel: 'Cancel·la',
    delete: 'Elimina',
    confirmation: 'Aquesta acció no es pot desfer. Eliminareu l’esquema de seguretat {name} de la col·lecció.',
  },
  oauth2: {
    deviceAuthorizationUrl: 'URL d’autorització del dispositiu',
    deviceVerificationPrompt: 'Obriu la pàgina de verificació i introduïu aquest codi:',
    waitingForAuthorization: 'S’està esperant l’autorització…',
    cancelDeviceAuthorization: 'Cancel·la',
    accessToken: 'Testimoni d’accés',
    refreshUrl: 'URL d’actualització',
    refresh: 'Actualitza',
    authUrl: 'URL d’autenticació',
    tokenUrl: 'URL del testimoni',
    redirectUrl: 'URL de redirecció',
    username: 'Nom d’usuari',
    password: 'Contrasenya',
    clientID: 'ID de client',
    clientSecret: 'Secret de client',
    usePKCE: 'Fes servir PKCE',
    credentialsLocation: 'Ubicació de les credencials',
    authorize: 'Autoritza',
    clear: 'Esborra',
    failedToauthorize: 'Error d’autorització',
    failedToRefreshToken: 'No s’ha pogut actualitzar el testimoni',
    optionalRedirectUrl: 'URL de redirecció opcional',
  },
  oauthScopesAddModal: {
    name: 'Nom:',
    description: 'Descripció:',
    readUserData: 'Llegir les dades de l’usuari',
    edit: 'Edita l’àmbit',
    add: 'Afegeix un àmbit',
    save: 'Desa',
    required: 'El nom de l’àmbit és obligatori.',
    duplicate: 'Ja existeix un àmbit anomenat «{name}».',
  },
  oauthScopesInput: {
    noScopesDefined: 'No hi ha cap àmbit definit',
    addScope: 'Afegeix un àmbit',
    deselectAll: 'Desselecciona-ho tot',
    selectAll: 'Selecciona-ho tot',
    selectedScopes: 'Àmbits seleccionats: {count} / {total}',
    editScope: 'Edita {name}',
    deleteScope: 'Elimina {name}',
    selectScope: 'Selecciona l’àmbit {name}',
  },
  openIdConnect: {
    discoveryUrl: 'URL de descobriment',
    fetchConfiguration: 'Obtén la configuració',
    failedToFetchConfiguration: 'No s’ha pogut obtenir la configuració d’OpenID Connect',
  },
  requestAuthDataTable: {
    noauthenticationSelected: 'No s’ha seleccionat cap autenticació',
  },
  requestAuthTab: {
    token: 'Testimoni',
    bearerToken: 'Testimoni Bearer',
    getAToken: 'Obtén un testimoni',
    refresh: 'Actualitza',
    username: 'Nom d’usuari',
    password: 'Contrasenya',
    name: 'Nom',
    value: 'Valor',
    cancel: 'Cancel·la',
    authorize: 'Autoritza',
    unsupportedCredentials: 'El client del navegador no envia les credencials d’aquest esquema de seguretat AsyncAPI.',
    authorizeVia: 'Autoritza mitjançant {name}',
    unsupportedType: 'El tipus d’esquema de seguretat {type} encara no és compatible.',
    missingType:
      'Falta el tipus de l’esquema de seguretat. Reviseu el document {type} o la configuració d’autenticació.',
    failedToauthorize: 'Error d’autorització',
    failedToRefresh: 'No s’ha pogut actualitzar',
    configure: 'Configura {name}',
    mutualTlsHint:
      'El TLS mutu autentica amb un certificat de client presentat durant la negociació TLS: no cal introduir res aquí.',
  },
  commandActionForm: {
    continue: 'Continua',
  },
  environment: {
    thisIsTheActiveEnvironment: 'Aquest és l’entorn actiu',
    active: 'Actiu',
    editEnvironment: 'Edita l’entorn',
    deleteEnvironment: 'Elimina l’entorn',
  },
  environmentCreateModal: {
    environmentName: 'Nom de l’entorn',
    thisEnvironmentNameIsAlreadyInUse: 'Aquest nom d’entorn ja està en ús.',
    update: 'Actualitza l’entorn',
    add: 'Afegeix un entorn',
  },
  environmentDeleteModal: {
    cancel: 'Cancel·la',
    deleteEnvironment: 'Elimina l’entorn',
    deleteConfirmation: 'Segur que voleu eliminar aquest entorn? Aquesta acció no es pot desfer.',
    title: 'Elimina {name}',
  },
  environmentVariablesDropdown: {
    variableSuggestions: 'Suggeriments de variables',
    addVariable: 'Afegeix una variable',
  },
  environmentVariablesTable: {
    name: 'Nom',
    value: 'Valor',
    actions: 'Accions',
    environmentVariableName: 'Nom de la variable d’entorn',
    environmentVariableValue: 'Valor de la variable d’entorn',
  },
  documentSearchModal: {
    documentSearch: 'Cerca de documents',
    documentSearchResults: 'Resultats de la cerca de documents',
    navigate: '↑↓ Navega',
    select: '⏎ Selecciona',
    keyboardInstructions:
      'Premeu les fletxes amunt o avall per navegar, Retorn per seleccionar i escriviu per filtrar els resultats',
  },
  searchResult: {
    httpMethod: 'Mètode HTTP:',
    path: 'Camí:',
    description: 'Descripció:',
    heading: 'Encapçalament',
    operation: 'Operació',
    tag: 'Grup',
  },
  sectionFilter: {
    all: 'Tot',
    auth: 'Autenticació',
    variables: 'Variables',
    cookies: 'Galetes',
    headers: 'Capçaleres',
    query: 'Consulta',
    body: 'Cos',
  },
  requestParams: {
    clearAll: 'Esborra-ho tot: {title}',
    clear: 'Esborra',
    clearOptionalParameters: 'Esborra els paràmetres opcionals',
  },
  responseBodyDownload: {
    download: 'Baixa el cos de la resposta',
    label: 'Baixa',
    body: 'Cos de la resposta',
  },
  responseMetaInformation: {
    duration: 'Informació de la resposta, durada:',
    size: ', mida:',
    status: ', estat:',
  },
  authSelector: {
    selectedType: 'Tipus d’autenticació seleccionat: {type}',
    multipleTypes: 'Diversos tipus d’autenticació seleccionats',
    selectType: 'Seleccioneu el tipus d’autenticació',
    optional: 'Opcional',
    required: 'Obligatori',
    deleteScheme: 'Elimina {name}',
    requiredGroup: 'Autenticació obligatòria',
    availableGroup: 'Autenticació disponible',
    addGroup: 'Afegeix una autenticació nova',
  },
  operationBlock: {
    webhookUrlRequired: 'Cal l’URL del webhook. Primer introduïu-ne una destinació.',
    pathParametersRequired: 'Els paràmetres del camí han de tenir valors.',
    forbiddenMethod: 'L’API Fetch no pot enviar sol·licituds {method}.',
  },
  dataTableCheckbox: {
    toggle: 'Commuta',
  },
  pillTooltipHost: {
    computedAtExecution: 'Es calcula en executar la sol·licitud',
    noValue: 'Sense valor',
  },
  authOptions: {
    oauth2DeviceAuthorization: 'Autorització de dispositiu OAuth2',
    apiKeyCookie: 'Clau d’API en galetes',
    apiKeyHeader: 'Clau d’API en capçaleres',
    apiKeyQuery: 'Clau d’API en paràmetres de consulta',
    httpBasic: 'HTTP Basic',
    httpBearer: 'HTTP Bearer',
    oauth2Implicit: 'Flux implícit d’OAuth2',
    oauth2Password: 'Flux de contrasenya d’OAuth2',
    oauth2ClientCredentials: 'Credencials de client d’OAuth2',
    oauth2AuthorizationFlow: 'Codi d’autorització d’OAuth2',
  },
  deleteSidebarListElement: {
    delete: 'Elimina {name}',
  },
  deleteModal: {
    delete: 'Elimina {name}',
  },
};
