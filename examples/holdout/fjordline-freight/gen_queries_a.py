# queries part A: stacks + identifier, synonym, jargon, version_gate, status_gate
# labels use entry keys (resolved to exp-fj-NNNN ids by gen.py); R/RO/NA shorthand.
R, RO, NA = "reusable", "reference_only", "not_applicable"

_BP_OLD = {"nuxt": "2.17.3", "vue": "2.7.16", "vuetify": "2.7.2", "vuex": "3.6.2",
           "vee-validate": "3.4.15", "axios": "1.6.8"}
BP_MAIN = dict(_BP_OLD, **{"next": "14.2.3", "react": "18.3.1", "react-dom": "18.3.1",
    "@mui/material": "5.15.20", "@mui/lab": "5.0.0-alpha.170", "@mui/x-data-grid": "6.19.11",
    "@mui/x-date-pickers": "6.19.9", "@mui/material-nextjs": "5.15.11", "zustand": "4.5.2",
    "react-hook-form": "7.51.5", "@hookform/resolvers": "3.3.4", "zod": "3.23.8", "dayjs": "1.11.10"})
BP_REL = dict(_BP_OLD, **{"next": "14.1.4", "react": "18.2.0", "react-dom": "18.2.0",
    "@material-ui/core": "4.12.4", "@material-ui/lab": "4.0.0-alpha.61", "zustand": "4.5.2",
    "react-hook-form": "7.49.3", "@hookform/resolvers": "3.3.4", "zod": "3.22.4", "dayjs": "1.11.10"})
BP_CUSTOMS = dict(_BP_OLD, **{"next": "14.0.4", "react": "18.2.0", "react-dom": "18.2.0",
    "@mui/material": "5.14.18", "@mui/x-data-grid": "6.18.1", "@mui/x-date-pickers": "6.18.1",
    "zustand": "4.3.9", "react-hook-form": "7.45.4", "@hookform/resolvers": "3.3.2", "zod": "3.22.2",
    "dayjs": "1.11.10"})
BP_TRACKING = dict(BP_MAIN)

_OD_OLD = {"vue": "3.3.13", "element-plus": "2.4.4", "pinia": "2.1.7", "vue-i18n": "9.8.0"}
OD_MAIN = dict(_OD_OLD, **{"react": "18.2.0", "react-dom": "18.2.0", "antd": "5.12.8",
    "@tanstack/react-query": "5.17.9", "react-i18next": "13.5.0", "i18next": "23.7.16",
    "react-router-dom": "6.21.1", "dayjs": "1.11.10", "echarts": "5.4.3", "echarts-for-react": "3.0.2"})
OD_HOTFIX = dict(_OD_OLD, **{"react": "18.2.0", "react-dom": "18.2.0", "antd": "5.8.6",
    "@tanstack/react-query": "4.36.1", "react-i18next": "13.2.2", "i18next": "23.4.6",
    "react-router-dom": "6.15.0", "dayjs": "1.11.10", "echarts": "5.4.3", "echarts-for-react": "3.0.2"})


def ctx(project, branch, stack, asset=None, asset_type=None):
    c = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def bp(branch="main", stack=BP_MAIN, **kw):
    return ctx("booking-portal", branch, stack, **kw)


def od(branch="main", stack=OD_MAIN, **kw):
    return ctx("ops-dashboard", branch, stack, **kw)


def Q(category, lang, query, context, labels, decision):
    return dict(category=category, lang=lang, query=query, context=context,
                labels=labels, expected_decision=decision)


QUERIES = [
# ---------------- identifier ----------------
Q("identifier", "en",
  "PortSelect used `:search-input.sync` plus a debounced watcher to hit /api/ports. What does the React PortSelect look like?",
  bp(asset="PortSelect", asset_type="component"),
  {"port_select_mui5": R, "port_select_mui4": NA, "port_select_multi": NA}, "inject"),
Q("identifier", "en",
  "QuoteTable: what replaces `server-items-length` and `:options.sync` from v-data-table?",
  bp(asset="QuoteTable", asset_type="component"),
  {"quote_table_dg6": R, "quote_table_dg7": NA, "quote_table_lite": NA}, "inject"),
Q("identifier", "en",
  "How was store/booking.js (Vuex module with nuxtServerInit) turned into useBookingStore?",
  bp(asset="useBookingStore", asset_type="store"),
  {"vuex_booking_zustand": R}, "inject"),
Q("identifier", "en",
  "v-permission directive replacement in the ops dashboard?",
  od(asset="v-permission", asset_type="directive"),
  {"v_permission_can": R, "v_permission_hoc": NA}, "inject"),
Q("identifier", "en",
  "CustomsDocUpload: how do I port `:http-request` and `:before-upload` to antd Upload?",
  od(asset="CustomsDocUpload", asset_type="component"),
  {"customs_upload": R}, "reference"),
Q("identifier", "mixed",
  "CarrierSelect 的 remote-method 和 loading 迁移到 antd Select 要注意什么?",
  od(asset="CarrierSelect", asset_type="component"),
  {"carrier_select": R}, "inject"),
Q("identifier", "en",
  "DwellTimeChart: what do we use instead of vue-echarts `autoresize`?",
  od(asset="DwellTimeChart", asset_type="component"),
  {"dwell_chart": R}, "reference"),
Q("identifier", "zh",
  "TrackingTimeline 组件里的 v-timeline 迁移到 React 以后用哪个组件?",
  bp(asset="TrackingTimeline", asset_type="component"),
  {"tracking_timeline": R, "tracking_dots": NA}, "inject"),

# ---------------- synonym ----------------
Q("synonym", "en",
  "How do I show prices as kroner in a read-only table cell now that the pipe syntax in templates is gone?",
  bp(),
  {"currency_filter": R, "currency_directive": NA}, "inject"),
Q("synonym", "en",
  "The multi-page form for creating a shipment order: how do I check only the fields on the current page before letting the user move on?",
  bp(),
  {"wizard_steps": R, "wizard_draft": NA, "wizard_mui4_stepper": NA}, "inject"),
Q("synonym", "en",
  "Closing a popup panel when the user clicks anywhere else on the page - what's our React way of doing that?",
  bp(),
  {"click_outside": R}, "inject"),
Q("synonym", "en",
  "Keep the current list page number in the address bar so the browser back button returns to the same page",
  bp(),
  {"pagination_mixin": R, "filter_store": NA}, "inject"),
Q("synonym", "en",
  "Ops dashboard: we used to load shipments in a store action on mount and the list went stale. What do we use now to keep server data fresh?",
  od(),
  {"pinia_shipment_tq5": R, "pinia_shipment_tq4": NA}, "inject"),
Q("synonym", "en",
  "The backend rejects a booking and says which inputs are wrong; how do we put those messages under the matching inputs?",
  bp(),
  {"server_errors": R}, "inject"),
Q("synonym", "en",
  "Where do the browser tab title and the link preview image for the public tracking page get defined after the switch?",
  bp(),
  {"head_metadata": R}, "inject"),

# ---------------- jargon ----------------
Q("jargon", "en",
  "How do I move /invoices onto the tide table?",
  bp(),
  {"tide_table": R}, "inject"),
Q("jargon", "en",
  "Ferry messages sent from the Next tab never show up in the Nuxt tab on staging",
  bp(),
  {"ferry": R}, "inject"),
Q("jargon", "en",
  "How do I refresh the ballast for the quotes domain?",
  bp(asset_type="test"),
  {"ballast": R}, "reference"),
Q("jargon", "en",
  "The toll booth doesn't stop unauthenticated calls to /api/quotes - what's wrong with our setup?",
  bp(asset_type="router"),
  {"nuxt_auth_middleware": R}, "inject"),
Q("jargon", "en",
  "Anchor watch stops polling when the tab is in the background - bug or intended?",
  od(),
  {"anchor_watch": R}, "inject"),
Q("jargon", "mixed",
  "lighthouse 面板迁移到 React 之后 health check 应该怎么轮询?",
  od(),
  {"lighthouse": R}, "reference"),

# ---------------- version_gate ----------------
Q("version_gate", "en",
  "PortSelect on the release branch: isOptionEqualToValue has no effect and I keep getting 'The value provided to Autocomplete is invalid'",
  bp("release/2026.1", BP_REL, asset="PortSelect", asset_type="component"),
  {"port_select_mui4": R, "port_select_mui5": NA}, "inject"),
Q("version_gate", "en",
  "Setting up fjordTheme from the Vuetify colours on release/2026.1",
  bp("release/2026.1", BP_REL, asset="fjordTheme", asset_type="style"),
  {"theme_mui4": R, "theme_mui5": NA}, "inject"),
Q("version_gate", "en",
  "Quotes store getters: how should components pick several fields from useQuoteStore without re-rendering on every store change?",
  bp("feature/customs-declaration", BP_CUSTOMS, asset="useQuoteStore", asset_type="store"),
  {"quotes_useshallow": NA, "zustand_shallow_old": NA}, "abstain"),
Q("version_gate", "en",
  "Prop `className` did not match warnings and an unstyled flash with MUI in the app router on feature/customs-declaration",
  bp("feature/customs-declaration", BP_CUSTOMS, asset_type="style"),
  {"mui_ssr_cache": NA, "theme_registry_old": RO}, "reference"),
Q("version_gate", "en",
  "hotfix: ShipmentGrid needs to show ~5000 rows like el-table-v2 did. Can we use a virtual table?",
  od("hotfix/2026-03-eta", OD_HOTFIX, asset="ShipmentGrid", asset_type="component"),
  {"grid_virtual": NA, "grid_perf": RO, "grid_table": NA}, "reference"),
Q("version_gate", "en",
  "On the hotfix branch the shipments table flashes empty every time we switch pages",
  od("hotfix/2026-03-eta", OD_HOTFIX, asset="useShipmentStore"),
  {"pinia_shipment_tq4": R, "pinia_shipment_tq5": NA, "tq5_renames": NA}, "inject"),
Q("version_gate", "en",
  "We set cacheTime on the shipments query but unused data still gets dropped after 5 minutes",
  od(asset="useShipmentStore", asset_type="store"),
  {"tq5_renames": R, "pinia_shipment_tq4": NA, "pinia_shipment_tq5": NA}, "inject"),

# ---------------- status_gate ----------------
Q("status_gate", "en",
  "SnackbarQueue: what's the React replacement for the global toast queue?",
  bp(asset="SnackbarQueue", asset_type="component"),
  {"snackbar_notistack": R}, "reference"),
Q("status_gate", "en",
  "HsCodeLookup: how do we cancel stale tariff searches while the user is still typing?",
  bp(asset="HsCodeLookup", asset_type="component"),
  {"hscode_lookup": R}, "reference"),
Q("status_gate", "en",
  "What replaces @nuxtjs/auth-next ($auth.loggedIn, the refresh scheme) in the Next portal?",
  bp(asset="@nuxtjs/auth-next", asset_type="store"),
  {"nextauth_trial": RO, "nuxt_auth_middleware": RO}, "reference"),
Q("status_gate", "zh",
  "DepotTree 用 el-tree 的 lazy + load 懒加载子节点,在 antd Tree 里怎么实现?",
  od(asset="DepotTree", asset_type="component"),
  {"depot_tree": R}, "reference"),
Q("status_gate", "en",
  "Should I wrap the edit button with withPermission to hide it for read-only users?",
  od(asset="v-permission", asset_type="directive"),
  {"v_permission_hoc": NA, "v_permission_can": R}, "inject"),
Q("status_gate", "en",
  "Do we still need the ThemeRegistry with useServerInsertedHTML for MUI styles on main?",
  bp(asset_type="style"),
  {"theme_registry_old": NA, "mui_ssr_cache": R}, "inject"),
Q("status_gate", "en",
  "quotes store: is passing `shallow` as the second argument to useQuoteStore still the way to do it?",
  bp(asset="useQuoteStore", asset_type="store"),
  {"zustand_shallow_old": NA, "quotes_useshallow": R}, "inject"),
Q("status_gate", "mixed",
  "keep-alive 缓存的 ShipmentGrid tab,切回来要保留 scroll 位置和 filters,React 里怎么做?",
  od(asset="keep-alive"),
  {"keep_alive": R, "filter_store": RO}, "reference"),
]
