"""Query contexts: project, branch and the full stack (Vue side + React side) per branch."""

_DRV_VUE = {
    "vue": "2.6.14",
    "@dcloudio/uni-app": "2.0.2",
    "uview-ui": "1.8.8",
    "vuex": "3.6.2",
    "vue-i18n": "8.28.2",
}

DRV_MAIN = dict(_DRV_VUE, **{
    "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.34.0",
    "zustand": "4.4.7", "react-router-dom": "6.22.3", "i18next": "23.10.1",
    "react-i18next": "14.1.0", "vite": "5.2.8", "vitest": "1.6.0",
})

DRV_FEAT = dict(_DRV_VUE, **{
    "react": "18.3.1", "react-dom": "18.3.1", "antd-mobile": "5.36.1",
    "zustand": "4.5.2", "react-router-dom": "6.23.1", "i18next": "23.11.5",
    "react-i18next": "14.1.2", "vite": "5.2.11", "vitest": "1.6.0",
})

DRV_REL = dict(_DRV_VUE, **{
    "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.28.1",
    "zustand": "4.3.8", "react-router-dom": "6.14.2", "i18next": "23.2.3",
    "react-i18next": "13.0.1", "vite": "4.4.9", "vitest": "0.34.6",
})

_DSP_VUE = {
    "vue": "3.3.13",
    "ant-design-vue": "3.2.20",
    "pinia": "2.1.7",
    "vue-router": "4.2.5",
    "vue-i18n": "9.8.0",
}

DSP_MAIN = dict(_DSP_VUE, **{
    "next": "14.2.5", "react": "18.3.1", "react-dom": "18.3.1", "antd": "5.20.0",
    "@reduxjs/toolkit": "2.2.7", "react-redux": "9.1.2", "next-intl": "3.17.2",
    "dayjs": "1.11.11", "jest": "29.7.0", "msw": "2.3.1",
})

DSP_NEXT = dict(_DSP_VUE, **{
    "next": "14.2.15", "react": "18.3.1", "react-dom": "18.3.1", "antd": "5.21.6",
    "@reduxjs/toolkit": "2.3.0", "react-redux": "9.1.2", "next-intl": "3.20.0",
    "dayjs": "1.11.13", "jest": "29.7.0", "msw": "2.4.9",
})

DSP_REL = dict(_DSP_VUE, **{
    "next": "14.1.4", "react": "18.2.0", "react-dom": "18.2.0", "antd": "4.24.16",
    "@reduxjs/toolkit": "2.0.1", "react-redux": "9.0.4", "next-intl": "3.4.0",
    "dayjs": "1.11.10", "moment": "2.29.4", "jest": "29.7.0", "msw": "2.0.11",
})

_KINDS = {
    "DM": ("by-driver", "main", DRV_MAIN),
    "DF": ("by-driver", "feat/react-h5", DRV_FEAT),
    "DR": ("by-driver", "release/3.8", DRV_REL),
    "PM": ("by-dispatch", "main", DSP_MAIN),
    "PN": ("by-dispatch", "next/waybill-board", DSP_NEXT),
    "PR": ("by-dispatch", "release/2025.q4", DSP_REL),
}


def C(kind, branch=None, asset=None, asset_type=None):
    """Context for a query. kind: DM/DF/DR (by-driver), PM/PN/PR (by-dispatch)."""
    project, default_branch, stack = _KINDS[kind]
    ctx = {"project": project, "branch": branch or default_branch, "stack": dict(stack)}
    if asset:
        ctx["asset"] = asset
    if asset_type:
        ctx["asset_type"] = asset_type
    return ctx
