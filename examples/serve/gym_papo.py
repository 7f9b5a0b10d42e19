# SPDX-License-Identifier: MIT
"""gym_papo.py: a NeMo Gym resource server whose verify is papo-verify --serve
(or papo-judge --serve: the row comes back with r_proc and judge too)."""
import os

import aiohttp
from nemo_gym.base_resources_server import (BaseResourcesServerConfig,
    BaseVerifyRequest, BaseVerifyResponse, SimpleResourcesServer)

URL = os.environ.get("PAPO_SERVE_URL", "http://127.0.0.1:8000") + "/verify"


class PapoVerifyRequest(BaseVerifyRequest):
    expected_answer: str


class PapoMathServer(SimpleResourcesServer):
    config: BaseResourcesServerConfig

    async def verify(self, body: PapoVerifyRequest) -> BaseVerifyResponse:
        async with aiohttp.ClientSession() as s:
            async with s.post(URL, json=body.model_dump()) as r:
                r.raise_for_status()
                return BaseVerifyResponse(**await r.json())


if __name__ == "__main__":
    PapoMathServer.run_webserver()
